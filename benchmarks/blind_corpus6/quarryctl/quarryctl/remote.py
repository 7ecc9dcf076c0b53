import logging
import shlex

import paramiko

log = logging.getLogger(__name__)


class RemoteError(RuntimeError):
    pass


class RemoteHost:
    def __init__(self, hostname, user, key_file, port=22, base_dir="/srv/snapshots"):
        self.hostname = hostname
        self.user = user
        self.key_file = key_file
        self.port = port
        self.base_dir = base_dir.rstrip("/")
        self._client = None

    @classmethod
    def from_config(cls, target):
        return cls(target.host, target.user, target.key_file, target.port, target.base_dir)

    def __enter__(self):
        self.connect()
        return self

    def __exit__(self, *exc):
        self.close()

    def connect(self):
        client = paramiko.SSHClient()
        client.load_system_host_keys()
        client.set_missing_host_key_policy(paramiko.RejectPolicy())
        client.connect(self.hostname, port=self.port, username=self.user, key_filename=self.key_file, timeout=15)
        self._client = client

    def close(self):
        if self._client is not None:
            self._client.close()
            self._client = None

    def run(self, *argv, check=True):
        cmd = " ".join(shlex.quote(str(a)) for a in argv)
        log.debug("remote %s: %s", self.hostname, cmd)
        _, stdout, stderr = self._client.exec_command(cmd, timeout=300)
        rc = stdout.channel.recv_exit_status()
        out = stdout.read().decode()
        if check and rc != 0:
            raise RemoteError(f"{cmd!r} exited {rc}: {stderr.read().decode().strip()}")
        return out

    def list_snapshots(self):
        out = self.run("ls", "-1", self.base_dir)
        return sorted(line for line in out.splitlines() if line.endswith((".tar.gz", ".enc")))

    def disk_usage(self, path):
        _, stdout, _ = self._client.exec_command(f"du -sb {path}")
        first = stdout.read().decode().split()
        return int(first[0]) if first else 0

    def upload(self, local, remote_name):
        sftp = self._client.open_sftp()
        try:
            sftp.put(local, f"{self.base_dir}/{remote_name}")
        finally:
            sftp.close()

    def download(self, remote_name, local):
        sftp = self._client.open_sftp()
        try:
            sftp.get(f"{self.base_dir}/{remote_name}", local)
        finally:
            sftp.close()

    def remove(self, name):
        self.run("rm", "-f", f"{self.base_dir}/{name}")
