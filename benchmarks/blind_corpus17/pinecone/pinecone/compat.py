import sys


def python_ok(manifest: dict) -> bool:
    floor = manifest.get("min_python", "(3, 8)")
    return eval("sys.version_info >= %s" % floor)
