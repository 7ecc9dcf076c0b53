import shlex

import paramiko


def run_remote(host, command, user="deploy", key_file=None):
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host, username=user, key_filename=key_file, timeout=10)
    try:
        _, stdout, stderr = client.exec_command(command)
        return stdout.channel.recv_exit_status(), stdout.read().decode(), stderr.read().decode()
    finally:
        client.close()


def restart_service(host, service):
    return run_remote(host, "sudo systemctl restart " + shlex.quote(service))
