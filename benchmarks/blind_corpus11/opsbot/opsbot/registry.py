import shlex

COMMANDS = {}


def command(name, help_text=""):
    def deco(fn):
        COMMANDS[name] = (fn, help_text)
        return fn
    return deco


def dispatch(text, user):
    parts = text.strip().split(None, 1)
    if not parts:
        return "say `help` for a list of commands"
    name, rest = parts[0].lower(), (parts[1] if len(parts) > 1 else "")
    if name == "help":
        return "\n".join(f"`{n}` - {h}" for n, (_, h) in sorted(COMMANDS.items()))
    entry = COMMANDS.get(name)
    if entry is None:
        return f"unknown command {name!r}"
    return entry[0](rest, user)


def split_args(rest):
    return shlex.split(rest)
