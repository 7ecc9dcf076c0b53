import os
import tempfile
from pathlib import Path

_ASSETS = Path(__file__).resolve().parent / "assets"


def save(root, name, data):
    """Write rendered output ``data`` to ``root/name``."""
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(data)
    return path


def atomic_save(root, data, suffix=".html"):
    with tempfile.NamedTemporaryFile(dir=root, suffix=suffix, delete=False) as tmp:
        tmp.write(data)
    return tmp.name


def resolve_asset(name):
    target = (_ASSETS / name).resolve()
    if not target.is_relative_to(_ASSETS):
        raise ValueError("asset outside package: %r" % name)
    return target.read_bytes()
