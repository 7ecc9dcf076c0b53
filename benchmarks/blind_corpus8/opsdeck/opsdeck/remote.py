import shlex

import paramiko


class RemoteHost:
    def __init__(self, hostname, user="deploy", key_filename=None):
        self.client = paramiko.SSHClient()
        self.client.load_system_host_keys()
        self.client.set_missing_host_key_policy(paramiko.RejectPolicy())
        self.client.connect(hostname, username=user, key_filename=key_filename, timeout=10)

    def restart(self, service):
        cmd = f"sudo systemctl restart {shlex.quote(service)}"
        _, stdout, stderr = self.client.exec_command(cmd)
        return stdout.channel.recv_exit_status(), stderr.read().decode()

    def close(self):
        self.client.close()
