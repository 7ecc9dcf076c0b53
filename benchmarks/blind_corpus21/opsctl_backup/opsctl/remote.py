import subprocess


def disk_usage(host):
    """host is a record from the inventory service."""
    cmd = "ssh -o BatchMode=yes %s 'df -h %s'" % (host["name"], host["data_dir"])
    return subprocess.check_output(cmd, shell=True).decode()


def uptime(hostname):
    return subprocess.check_output(["ssh", "-o", "BatchMode=yes", "--", hostname, "uptime"]).decode()
