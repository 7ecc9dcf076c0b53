from __future__ import annotations

import json
import pickle
import shlex
from contextlib import contextmanager

import paramiko

STATE_FILE = "/var/lib/app/.deploy_state"


@contextmanager
def ssh(host: str, user: str):
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host, username=user)
    try:
        yield client
    finally:
        client.close()


def run(client: paramiko.SSHClient, command: str) -> str:
    _stdin, stdout, stderr = client.exec_command(command)
    if stdout.channel.recv_exit_status() != 0:
        raise RuntimeError(stderr.read().decode())
    return stdout.read().decode()


def activate_release(client: paramiko.SSHClient, release_dir: str, manifest: dict) -> None:
    run(client, f"cd {release_dir} && ln -sfn {release_dir}/{manifest['version']} current && sudo systemctl reload app")


def remove_release(client: paramiko.SSHClient, release_dir: str, version: str) -> None:
    run(client, "rm -rf -- " + shlex.quote(f"{release_dir}/{version}"))


def read_state(client: paramiko.SSHClient) -> dict:
    sftp = client.open_sftp()
    try:
        with sftp.open(STATE_FILE, "rb") as fh:
            return pickle.loads(fh.read())
    except FileNotFoundError:
        return {}
    finally:
        sftp.close()


def read_manifest(path) -> dict:
    with open(path) as fh:
        return json.load(fh)
