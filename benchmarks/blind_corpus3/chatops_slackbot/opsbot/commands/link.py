"""/link -- connect your Slack user to the on-call tool; /roll -- dice for standup order."""
import random
import time

from opsbot.commands import text_of

_pending = {}


def new_link_code(user_id):
    code = "%08d" % random.randrange(10 ** 8)
    _pending[code] = (user_id, time.time() + 600)
    return code


def redeem(code):
    user_id, expires = _pending.pop(code, (None, 0))
    return user_id if expires > time.time() else None


def register(app):
    @app.command("/link")
    def link(ack, respond, command):
        ack()
        code = new_link_code(command["user_id"])
        respond("Enter code *%s* at https://oncall.example.com/link within 10 minutes." % code)

    @app.command("/roll")
    def roll(ack, say, command):
        ack()
        names = text_of(command).split() or ["everyone"]
        random.shuffle(names)
        say("Standup order: " + " → ".join(names))
