"""A module-level name bound once to an imported name (`unpickle = pickle.loads` in a compat module) is that name,
here and for the modules importing it, as an import of it would be. A name bound twice is no alias."""

from __future__ import annotations

from tests.builtin_support import MemoryView, line_of, raised

COMPAT = """
    import pickle

    unpickle = pickle.loads

    restore = pickle.loads
    restore = None
    """

VIEWS = """
    from flask import Flask, request

    from pkg import compat

    app = Flask(__name__)


    @app.route("/state", methods=["POST"])
    def state():
        return str(compat.unpickle(request.get_data()))


    @app.route("/restore", methods=["POST"])
    def restored():
        return str(compat.restore(request.get_data()))
    """


def _found() -> set[tuple[str, int]]:
    view = MemoryView({"pkg/__init__.py": "", "pkg/compat.py": COMPAT, "app.py": VIEWS})
    return {(f.category, f.locations[0].start_line) for f in raised(view, "taint") if f.locations[0].path == "app.py"}


def _line(needle: str) -> int:
    return line_of(MemoryView({"app.py": VIEWS}), "app.py", needle)


def test_a_name_bound_once_to_an_imported_function_is_that_function() -> None:
    assert ("unsafe-deserialization", _line("compat.unpickle(")) in _found()


def test_a_name_bound_twice_is_no_alias() -> None:
    assert ("unsafe-deserialization", _line("compat.restore(")) not in _found()
