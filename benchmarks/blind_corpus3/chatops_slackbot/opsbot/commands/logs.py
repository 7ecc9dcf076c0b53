"""/tail <service> [lines], /errors <service>"""
import collections
import os

from opsbot import settings
from opsbot.commands import text_of

ERROR_LOGS = {
    "api": "api/error.log",
    "worker": "worker/error.log",
    "billing": "billing/error.log",
    "gateway": "nginx/error.log",
}


def _tail(path, n):
    with open(path, errors="replace") as fh:
        return "".join(collections.deque(fh, maxlen=n))


def register(app):
    @app.command("/tail")
    def tail(ack, respond, command):
        ack()
        parts = text_of(command).split()
        if not parts:
            respond("usage: /tail <service> [lines]")
            return
        n = min(int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 20, 200)
        path = os.path.join(settings.LOG_DIR, parts[0] + ".log")
        respond("```\n%s\n```" % _tail(path, n))

    @app.command("/errors")
    def errors(ack, respond, command):
        ack()
        rel = ERROR_LOGS.get(text_of(command))
        if rel is None:
            respond("known services: " + ", ".join(sorted(ERROR_LOGS)))
            return
        with open(os.path.join(settings.LOG_DIR, rel), errors="replace") as fh:
            lines = fh.readlines()[-30:]
        respond("```\n%s\n```" % "".join(lines))
