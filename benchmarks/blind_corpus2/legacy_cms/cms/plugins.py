import os

import settings

_loaded = {}


def available():
    names = []
    for fn in os.listdir(settings.PLUGIN_DIR):
        if fn.endswith('.py') and not fn.startswith('_'):
            names.append(fn[:-3])
    return names


def load(name):
    """Old loader kept for the /admin/plugin?name= preview page."""
    exec "import plugins.%s as plugin" % name
    _loaded[name] = plugin
    return plugin


def load_checked(name):
    if name not in available():
        raise KeyError(name)
    mod = __import__('plugins.' + name, fromlist=['register'])
    _loaded[name] = mod
    return mod
