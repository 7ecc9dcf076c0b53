"""Resource registry: built-ins use @route, third parties use entry points."""
from importlib.metadata import entry_points

ROUTES = {}


def route(path):
    def register(cls):
        ROUTES[path] = cls
        return cls
    return register


def discover():
    from . import channels, directory, otp, templates  # noqa: F401

    for ep in entry_points(group="relaybox.resources"):
        ep.load()
    return ROUTES
