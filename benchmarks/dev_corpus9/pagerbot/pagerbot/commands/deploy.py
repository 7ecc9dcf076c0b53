"""``!deploy``, ``!restart`` and ``!logs``."""
import subprocess

from .. import settings
from ..bot import command, split_args


@command("deploy", "deploy a git ref: !deploy <service> <ref>")
def deploy(rest, ctx):
    args = split_args(rest)
    if len(args) != 2:
        return "usage: !deploy <service> <ref>"
    service, ref = args
    if service not in settings.DEPLOYABLE_SERVICES:
        return "unknown service %s" % service
    cmd = "%s --service %s --ref %s --requested-by %s" % (settings.DEPLOY_SCRIPT, service, ref, ctx.user)
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=600)
    tail = (proc.stdout + proc.stderr).strip().splitlines()[-15:]
    return "deploy of %s@%s exited %d\n```%s```" % (service, ref, proc.returncode, "\n".join(tail))


@command("restart", "rolling restart: !restart <service>")
def restart(rest, ctx):
    service = rest.strip()
    if service not in settings.DEPLOYABLE_SERVICES:
        return "unknown service %s" % service
    proc = subprocess.run(["kubectl", "rollout", "restart", "deployment/%s" % service, "-n", "prod"], capture_output=True, text=True, timeout=120)
    return proc.stdout.strip() or proc.stderr.strip()


@command("logs", "recent logs: !logs <service> [lines]")
def logs(rest, ctx):
    args = split_args(rest)
    if not args or args[0] not in settings.DEPLOYABLE_SERVICES:
        return "usage: !logs <service> [lines]"
    lines = 50
    if len(args) > 1 and args[1].isdigit():
        lines = min(int(args[1]), 500)
    out = subprocess.check_output(
        ["kubectl", "logs", "deployment/%s" % args[0], "-n", "prod", "--tail", str(lines)],
        text=True,
        timeout=60,
    )
    return "```%s```" % out[-3500:]
