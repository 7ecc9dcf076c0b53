"""User-defined shortcuts: ``!alias add uptime_pct 100 * up / total``."""
from ..bot import command
from ..storage import BotState

_state = BotState.load()


def has_alias(name):
    return name in _state.aliases


def run_alias(name, rest, ctx):
    expr = _state.aliases[name]
    values = {}
    for token in rest.split():
        key, sep, val = token.partition("=")
        if sep:
            values[key] = float(val)
    result = eval(expr, {"__builtins__": __builtins__}, values)
    return "%s → %s" % (name, result)


@command("alias", "manage aliases: !alias add <name> <expression> | !alias rm <name> | !alias ls")
def alias(rest, ctx):
    action, _, tail = rest.partition(" ")
    if action == "ls":
        return "\n".join("`%s` = `%s`" % kv for kv in sorted(_state.aliases.items())) or "no aliases"
    if action == "rm":
        _state.aliases.pop(tail.strip(), None)
        _state.save()
        return "removed"
    if action == "add":
        name, _, expr = tail.partition(" ")
        if not name.isidentifier():
            return "alias names must be identifiers"
        _state.aliases[name] = expr
        _state.save()
        return "alias %s saved" % name
    return "usage: !alias add|rm|ls"
