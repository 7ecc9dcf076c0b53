import os
import re
import subprocess

from .. import config
from ..registry import command

HOST_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$")


def _run_shell(cmdline, timeout=20):
    proc = subprocess.run(cmdline, shell=True, capture_output=True, text=True, timeout=timeout)
    return (proc.stdout or proc.stderr).strip()[:2800]


@command("ping", "Ping a host from the bot's network")
def ping(ctx):
    host = ctx.text or "gateway.internal"
    return "```" + _run_shell(f"ping -c 3 -W 2 {host}") + "```"


@command("dig", "Resolve a DNS name")
def dig(ctx):
    name = ctx.text.strip()
    if not HOST_RE.match(name):
        return "That does not look like a host name."
    out = subprocess.run(["dig", "+short", name], capture_output=True, text=True, timeout=10).stdout
    return "```" + (out.strip() or "(no answer)") + "```"


@command("logs", "Last 50 journal lines of a unit")
def logs(ctx):
    unit = ctx.args[0] if ctx.args else "helpbot"
    out = subprocess.check_output("journalctl --no-pager -n 50 -u %s" % unit, shell=True, text=True)
    return "```" + out[-2800:] + "```"


@command("gitlog", "Recent commits of a repository")
def gitlog(ctx):
    repo = ctx.args[0] if ctx.args else "platform"
    with os.popen(f"git -C {config.REPO_DIR}/{repo} log -5 --oneline") as p:
        return "```" + p.read() + "```"


@command("restart", "Restart one of the whitelisted services")
def restart(ctx):
    service = ctx.args[0] if ctx.args else ""
    if service not in config.RESTARTABLE:
        return "I can only restart: " + ", ".join(config.RESTARTABLE)
    return _run_shell("sudo systemctl restart %s && systemctl is-active %s" % (service, service))
