from __future__ import annotations

import re
import shlex
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import paramiko

from .config import Config
from .inventory import Host


@contextmanager
def ssh(cfg: Config, host: Host) -> Iterator[paramiko.SSHClient]:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host.address, username=cfg.ssh_user, key_filename=str(cfg.ssh_key), timeout=10)
    try:
        yield client
    finally:
        client.close()


def run(client: paramiko.SSHClient, command: str) -> tuple[int, str]:
    _, stdout, stderr = client.exec_command(command)
    out = stdout.read().decode() + stderr.read().decode()
    return stdout.channel.recv_exit_status(), out


def restart_services(cfg: Config, host: Host) -> dict[str, int]:
    results = {}
    with ssh(cfg, host) as c:
        for svc in host.services:
            rc, _ = run(c, f"sudo systemctl restart {svc}")
            results[svc] = rc
    return results


def tail_log(cfg: Config, host: Host, unit: str, lines: int = 200) -> str:
    with ssh(cfg, host) as c:
        _, out = run(c, "journalctl -u %s -n %d --no-pager" % (shlex.quote(unit), lines))
    return out


def fetch_logs(cfg: Config, host: Host, remote_dir: str, local_dir: Path) -> list[Path]:
    saved = []
    if not re.fullmatch(r"[a-z0-9][a-z0-9.-]*", host.name):
        raise ValueError(f"unexpected host name {host.name!r}")
    with ssh(cfg, host) as c, c.open_sftp() as sftp:
        for name in sftp.listdir(remote_dir):
            if not name.endswith(".log"):
                continue
            dest = local_dir / host.name / name
            dest.parent.mkdir(parents=True, exist_ok=True)
            sftp.get(f"{remote_dir}/{name}", str(dest))
            saved.append(dest)
    return saved
