REGISTRY = {}


def register(cls):
    REGISTRY[cls.name] = cls
    return cls


def get(name):
    return REGISTRY[name]


from . import archive, package, service, template  # noqa: E402,F401
