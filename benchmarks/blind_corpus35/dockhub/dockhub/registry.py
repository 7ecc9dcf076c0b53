COMMANDS = {}


def command(name, needs_dock=True):
    def register(func):
        COMMANDS[name] = (func, needs_dock)
        return func
    return register
