import os
import platform

from .. import config, modules
from ..util import capture, sh


def gather_facts(msg):
    uname = sh("uname -a").stdout.strip()
    return {"hostname": platform.node(), "uname": uname, "python": platform.python_version()}


def disk_usage(msg):
    mount = msg.get("mount", "/")
    return {"df": sh(f"df -hP {mount}").stdout}


def tail_log(msg):
    path = os.path.join(config.LOG_DIR, msg["name"])
    with open(path, errors="replace") as fh:
        lines = fh.readlines()[-int(msg.get("lines", 100)):]
    return {"lines": lines}


def read_config(msg):
    wanted = os.path.realpath(msg["path"])
    if not any(os.path.commonpath([wanted, root]) == root for root in config.CONFIG_ROOTS):
        return {"error": "path not permitted"}
    with open(wanted) as fh:
        return {"content": fh.read()}


def run_module(msg):
    facts = gather_facts(msg)
    condition = msg.get("when")
    if condition and not eval(condition, {"__builtins__": {}}, dict(facts)):
        return {"skipped": True}
    module_cls = modules.get(msg["module"])
    return module_cls(facts=facts, check_mode=msg.get("check", False))(msg.get("params", {}))


def packages(msg):
    return {"packages": capture(["dpkg-query", "-W", "-f=${Package} ${Version}\n"]).splitlines()}


HANDLERS = {
    "facts": gather_facts,
    "df": disk_usage,
    "tail": tail_log,
    "config": read_config,
    "module": run_module,
    "packages": packages,
}
