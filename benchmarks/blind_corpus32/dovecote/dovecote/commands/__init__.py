"""Command registry: each module registers its verbs with @command."""
HANDLERS = {}


def command(verb):
    def register(func):
        HANDLERS[verb] = func
        return func

    return register


def load_all():
    from . import arrivals, convert, files, members, results, sync, xmlfeed  # noqa: F401

    return HANDLERS
