import os

from .. import config
from ..registry import command


@command("runbook", "Show a runbook, e.g. /helpbot runbook db/failover.md")
def runbook(ctx):
    name = ctx.text.strip()
    path = os.path.join(config.RUNBOOK_DIR, name)
    try:
        with open(path) as fh:
            return fh.read()[:3000]
    except OSError:
        return f"No runbook called `{name}`."


@command("runbook-raw", "Link to the raw runbook file")
def runbook_raw(ctx):
    root = os.path.realpath(config.RUNBOOK_DIR)
    path = os.path.realpath(os.path.join(root, ctx.text.strip()))
    if not path.startswith(root + os.sep) or not os.path.isfile(path):
        return "Not found."
    with open(path, "rb") as fh:
        size = len(fh.read())
    return f"https://runbooks.example.com/{os.path.relpath(path, root)} ({size} bytes)"
