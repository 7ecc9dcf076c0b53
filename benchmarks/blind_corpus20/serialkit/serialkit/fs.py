import os


def read_member(root, name):
    """Read ``name`` relative to ``root``."""
    with open(os.path.join(root, name), "rb") as fh:
        return fh.read()


def safe_join(root, name):
    root = os.path.realpath(root)
    target = os.path.realpath(os.path.join(root, name))
    if os.path.commonpath([root, target]) != root:
        raise ValueError("path escapes root: %r" % name)
    return target


def read_member_safe(root, name):
    with open(safe_join(root, name), "rb") as fh:
        return fh.read()


def write_member(root, name, data):
    path = os.path.join(root, os.path.basename(name))
    with open(path, "wb") as fh:
        fh.write(data)
    return path
