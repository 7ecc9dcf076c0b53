COMMANDS = {}


def command(name, admin=False, min_args=0):
    def deco(func):
        func.admin_only = admin
        func.min_args = min_args
        COMMANDS[name.upper()] = func
        return func
    return deco


def dispatch(session, line):
    verb, _, rest = line.partition(" ")
    handler = COMMANDS.get(verb.upper())
    if handler is None:
        return "ERR unknown command"
    args = rest.split(" ") if rest else []
    if len(args) < handler.min_args:
        return "ERR missing arguments"
    if handler.admin_only and not session.is_admin:
        return "ERR not permitted"
    return handler(session, *args)
