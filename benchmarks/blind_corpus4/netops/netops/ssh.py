import logging
import os

import paramiko

log = logging.getLogger(__name__)

SERVICE_USER = "svc_netops"
SERVICE_PASSWORD = os.environ.get("NETOPS_SSH_PASSWORD") or "Cisco!Backup#2019"


class DeviceSession:
    def __init__(self, host, username=SERVICE_USER, password=SERVICE_PASSWORD, timeout=10):
        self.host = host
        self.username = username
        self.password = password
        self.timeout = timeout
        self._client = None

    def __enter__(self):
        self._client = paramiko.SSHClient()
        self._client.load_system_host_keys()
        self._client.connect(self.host, username=self.username, password=self.password,
                             timeout=self.timeout, look_for_keys=False)
        return self

    def __exit__(self, *exc):
        if self._client:
            self._client.close()

    def run(self, command):
        log.debug("%s: %s", self.host, command)
        _, stdout, _ = self._client.exec_command(command, timeout=self.timeout)
        return stdout.read().decode("utf-8", "replace")
