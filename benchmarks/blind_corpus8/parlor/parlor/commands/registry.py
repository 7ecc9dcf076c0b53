import shlex

COMMANDS = {}


def command(name, usage=""):
    def register(func):
        COMMANDS[name] = (func, usage)
        return func

    return register


def dispatch(text, **ctx):
    name, _, rest = text[1:].partition(" ")
    entry = COMMANDS.get(name.lower())
    if entry is None:
        return f"unknown command /{name}; try /help"
    func, _usage = entry
    try:
        return str(func(rest.strip(), **ctx))
    except Exception as exc:  # noqa: BLE001
        return f"/{name} failed: {exc}"


@command("help")
def _help(arg, **ctx):
    return ", ".join("/" + k + (" " + u if u else "") for k, (_, u) in sorted(COMMANDS.items()))


def split_args(arg):
    return shlex.split(arg)
