"""Slash-command registry.

Commands register themselves with the ``@command`` decorator and receive a
``Context`` describing who invoked them and with which text.
"""
from dataclasses import dataclass, field

COMMANDS = {}


@dataclass
class Context:
    user_id: str
    user_name: str
    channel_id: str
    text: str
    team_id: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def args(self):
        return self.text.split()


def command(name, help_text=""):
    def decorator(fn):
        COMMANDS[name] = (fn, help_text)
        return fn
    return decorator


def dispatch(name, ctx):
    entry = COMMANDS.get(name)
    if entry is None:
        return f"Unknown command `{name}`. Try `/helpbot help`."
    fn, _ = entry
    return fn(ctx)


@command("help", "List the available commands")
def _help(ctx):
    lines = [f"`{name}` - {text}" for name, (_, text) in sorted(COMMANDS.items())]
    return "\n".join(lines)
