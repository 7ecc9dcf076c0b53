import shlex
import subprocess

from .config import ssh_key_path


def run_remote(record, command):
    """record comes from the CMDB; command is typed by the operator."""
    address = record["address"]
    return subprocess.run("ssh -i %s -o BatchMode=yes admin@%s %s" % (ssh_key_path(), address, command), shell=True, capture_output=True, text=True)


def run_remote_safe(record, command):
    return subprocess.run(["ssh", "-i", ssh_key_path(), "-o", "BatchMode=yes", "admin@" + record["address"], "--", command], capture_output=True, text=True)


def tail_log(record, lines):
    cmd = "ssh admin@%s tail -n %d /var/log/appliance.log" % (shlex.quote(record["address"]), int(lines))
    return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout


def local_hook(hook_cmd):
    # --post-hook is the operator's own shell snippet, by design
    return subprocess.call(hook_cmd, shell=True)
