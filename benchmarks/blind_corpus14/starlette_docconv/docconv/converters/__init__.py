"""Converter registry; subclasses register themselves by declaring ``name``."""
REGISTRY = {}


def get(name):
    try:
        return REGISTRY[name]
    except KeyError:
        raise LookupError("no converter called %r" % name) from None


from . import ghostscript, image, office, pandoc  # noqa: E402,F401
