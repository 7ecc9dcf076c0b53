"""Registry of line commands. Handlers are plain functions ``f(proto, args)``."""

VERBS = {}


def verb(name, needs_session=True):
    def register(func):
        VERBS[name.upper()] = (func, needs_session)
        return func

    return register
