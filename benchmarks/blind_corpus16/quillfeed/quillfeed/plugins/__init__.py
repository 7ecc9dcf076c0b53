"""Plugin registry.  Plugins register themselves with @plugin("name")."""
import importlib

REGISTRY = {}

BUILTIN = ("rss", "opml", "hooks", "filters")


def plugin(name):
    def register(cls):
        REGISTRY[name] = cls
        cls.plugin_name = name
        return cls
    return register


def load_builtin_plugins():
    for mod in BUILTIN:
        importlib.import_module("%s.%s" % (__name__, mod))
    return {name: cls() for name, cls in REGISTRY.items()}
