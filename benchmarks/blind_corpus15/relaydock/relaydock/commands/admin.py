import importlib
import os

from ..registry import command


def _metrics(session):
    spool = session.cfg.spool_dir
    return {
        "spool_files": len(os.listdir(spool)),
        "load1": os.getloadavg()[0],
        "workers": int(os.environ.get("RELAYDOCK_WORKERS", "4")),
    }


@command("STATS", auth=False)
async def stats(session, arg):
    expr = arg or "spool_files"
    return "STAT " + str(eval(expr, {"__builtins__": {}}, _metrics(session)))


@command("PLUGIN")
async def plugin(session, arg):
    name = arg.strip().lower()
    if name not in session.cfg.plugins:
        return "ERR unknown plugin"
    module = importlib.import_module("relaydock.plugins." + name)
    return "OK " + str(module.run(session.cfg))
