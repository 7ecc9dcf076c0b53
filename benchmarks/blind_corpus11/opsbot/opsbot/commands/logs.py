import os
from collections import deque

from ..config import LOG_ROOT, LOGGABLE
from ..registry import command


def _tail(path, n=20):
    with open(path, errors="replace") as fh:
        return "".join(deque(fh, maxlen=n))


@command("logs", "logs <service>")
def logs(rest, user):
    rel = LOGGABLE.get(rest.strip())
    if rel is None:
        return "known services: " + ", ".join(sorted(LOGGABLE))
    return "```" + _tail(os.path.join(LOG_ROOT, rel)) + "```"


@command("applog", "applog <app> <file>")
def applog(rest, user):
    app, _, name = rest.strip().partition(" ")
    return "```" + _tail(os.path.join(LOG_ROOT, "apps", app, name)) + "```"
