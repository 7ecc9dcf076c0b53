"""Tiny name -> callable registry used by applications embedding sigilkit."""
_REGISTRY = {}


def register(name):
    def deco(fn):
        _REGISTRY[name] = fn
        return fn

    return deco


def lookup(name):
    return _REGISTRY[name]


def names():
    return sorted(_REGISTRY)
