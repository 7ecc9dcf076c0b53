import logging

import paramiko

log = logging.getLogger(__name__)


class DeviceSession(object):
    def __init__(self, address, username, password=None, key_filename=None, timeout=10):
        self.address = address
        self.client = paramiko.SSHClient()
        self.client.load_system_host_keys()
        self.client.set_missing_host_key_policy(paramiko.RejectPolicy())
        self.client.connect(address, username=username, password=password,
                            key_filename=key_filename, timeout=timeout, look_for_keys=key_filename is None)

    def run(self, command):
        log.debug("%s: %s", self.address, command)
        stdin, stdout, stderr = self.client.exec_command(command, timeout=60)
        rc = stdout.channel.recv_exit_status()
        return rc, stdout.read().decode("utf-8", "replace"), stderr.read().decode("utf-8", "replace")

    def close(self):
        self.client.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
