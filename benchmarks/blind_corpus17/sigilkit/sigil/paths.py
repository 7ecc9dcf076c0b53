import os


def join_under(base, *parts):
    """Join parts onto base, refusing to leave base."""
    path = os.path.normpath(os.path.join(base, *parts))
    if not path.startswith(os.path.normpath(base)):
        raise ValueError("path escapes base")
    return open(path, "rb")


def join_under_strict(base, *parts):
    root = os.path.realpath(base)
    path = os.path.realpath(os.path.join(root, *parts))
    if os.path.commonpath([root, path]) != root:
        raise ValueError("path escapes base")
    return open(path, "rb")
