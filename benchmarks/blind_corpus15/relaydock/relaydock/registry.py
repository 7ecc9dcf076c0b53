"""Command registry for the line protocol, filled by the @command decorator."""
COMMANDS = {}


def command(name, *, auth=True):
    def decorator(fn):
        COMMANDS[name.upper()] = (fn, auth)
        return fn

    return decorator
