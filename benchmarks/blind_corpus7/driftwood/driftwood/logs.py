import os
import re
import shlex
import subprocess
from pathlib import Path

from .config import LOG_ROOT

HOST_RE = re.compile(r"^[a-z0-9][a-z0-9.-]{0,62}$")


def tail_remote(host, unit, lines=200):
    cmd = "ssh %s journalctl -u %s -n %d --no-pager" % (host, unit, lines)
    return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout


def status_remote(host, unit):
    if not HOST_RE.match(host):
        raise ValueError("bad host")
    remote = shlex.join(["systemctl", "status", "--no-pager", unit])
    return subprocess.run(["ssh", "--", host, remote], capture_output=True, text=True).stdout


def disk_usage():
    return subprocess.run("df -h / /srv | tail -n +2", shell=True, capture_output=True, text=True).stdout


def read_archived(name):
    path = os.path.join(LOG_ROOT, "archive", name)
    with open(path, encoding="utf-8", errors="replace") as fh:
        return fh.read()[-4000:]


def read_current(service):
    root = Path(LOG_ROOT).resolve()
    p = (root / f"{service}.log").resolve()
    if root not in p.parents:
        raise ValueError("outside log root")
    return p.read_text(errors="replace")[-4000:]
