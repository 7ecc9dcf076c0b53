import sys

PY312 = sys.version_info >= (3, 12)

try:
    from IPython.display import HTML, display
except ImportError:  # pragma: no cover - plain Python
    HTML = str

    def display(obj):
        print(obj)

__all__ = ["HTML", "display", "PY312"]
