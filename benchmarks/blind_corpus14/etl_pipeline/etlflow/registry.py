"""Plugin registry: built-ins use @register, third parties use entry points."""
from importlib.metadata import entry_points

PLUGINS = {}


def register(name):
    def deco(cls):
        cls.plugin_name = name
        PLUGINS[name] = cls
        return cls
    return deco


def load_entry_points(group="etlflow.plugins"):
    for ep in entry_points(group=group):
        PLUGINS.setdefault(ep.name, ep.load())
    return PLUGINS


def get(name):
    if name not in PLUGINS:
        load_entry_points()
    return PLUGINS[name]
