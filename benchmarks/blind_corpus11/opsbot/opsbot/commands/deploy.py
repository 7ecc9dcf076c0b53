import re
import subprocess

from ..approvals import request_approval
from ..registry import command, split_args

VERSION_RE = re.compile(r"^v?\d+\.\d+\.\d+$")
ENVIRONMENTS = ("staging", "production")


@command("deploy", "deploy <env> <version>")
def deploy(rest, user):
    args = split_args(rest)
    if len(args) != 2 or args[0] not in ENVIRONMENTS or not VERSION_RE.match(args[1]):
        return "usage: deploy <staging|production> <x.y.z>"
    if args[0] == "production":
        return f"approval code sent, ask a reviewer to confirm {request_approval(rest, user)}"
    subprocess.Popen(["ansible-playbook", "deploy.yml", "-l", args[0], "-e", f"version={args[1]}"])
    return f"deploying {args[1]} to {args[0]}"


@command("restart", "restart <service> [flags]")
def restart(rest, user):
    subprocess.Popen("sudo /usr/local/bin/svc-restart " + rest, shell=True)
    return "restart requested"
