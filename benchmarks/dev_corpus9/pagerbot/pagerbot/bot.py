"""Command dispatch for chat messages."""
import logging
import shlex

from slack_bolt import App

from . import settings

log = logging.getLogger(__name__)

_COMMANDS = {}


def command(name, help_text=""):
    def register(func):
        _COMMANDS[name] = (func, help_text)
        return func
    return register


class Context(object):
    """What a command handler gets to see about the message."""

    def __init__(self, user, channel, say, client):
        self.user = user
        self.channel = channel
        self.say = say
        self.client = client


def dispatch(text, ctx):
    if not text.startswith(settings.COMMAND_PREFIX):
        return False
    body = text[len(settings.COMMAND_PREFIX):]
    name, _, rest = body.partition(" ")
    entry = _COMMANDS.get(name.lower())
    if entry is None:
        from .commands import aliases
        if aliases.has_alias(name):
            ctx.say(aliases.run_alias(name, rest, ctx))
            return True
        return False
    func, _ = entry
    try:
        reply = func(rest.strip(), ctx)
    except Exception as exc:  # pragma: no cover - reported back to the channel
        log.exception("command %s failed", name)
        reply = ":warning: %s failed: %s" % (name, exc)
    if reply:
        ctx.say(reply)
    return True


def split_args(rest):
    return shlex.split(rest)


@command("help", "list commands")
def help_command(rest, ctx):
    return "\n".join("`!%s` %s" % (n, h) for n, (_, h) in sorted(_COMMANDS.items()))


def build_app():
    app = App(token=settings.SLACK_BOT_TOKEN, signing_secret=settings.SLACK_SIGNING_SECRET)

    from . import commands  # noqa: F401  registers handlers

    @app.event("message")
    def on_message(event, say, client):
        if event.get("bot_id"):
            return
        ctx = Context(event.get("user"), event.get("channel"), say, client)
        dispatch(event.get("text", ""), ctx)

    return app
