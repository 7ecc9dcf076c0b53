import logging
import shlex
import subprocess

log = logging.getLogger(__name__)
quote = shlex.quote


def sh(command, timeout=600):
    log.info("exec: %s", command)
    return subprocess.run(command, shell=True, capture_output=True, text=True, timeout=timeout)


def capture(argv, timeout=60):
    return subprocess.run(argv, capture_output=True, text=True, timeout=timeout).stdout
