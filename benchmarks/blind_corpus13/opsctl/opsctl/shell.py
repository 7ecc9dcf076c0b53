import logging
import shlex
import subprocess

log = logging.getLogger(__name__)


def run(argv, check=True, capture=False, env=None):
    log.debug("running %s", shlex.join(argv))
    return subprocess.run(argv, check=check, capture_output=capture, text=True, env=env)


def ssh(host, remote_cmd, user="deploy", capture=False):
    """Run remote_cmd (a string interpreted by the remote shell) on host."""
    return run(["ssh", "-o", "BatchMode=yes", f"{user}@{host}", remote_cmd], capture=capture)
