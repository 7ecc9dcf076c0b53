"""Thin wrappers around subprocess that log what they run."""
import logging
import subprocess

log = logging.getLogger("opsctl.shell")


def run(cmd, check=True, capture=False):
    """Run a shell command line (pipes, redirects and globs allowed)."""
    log.debug("$ %s", cmd)
    return subprocess.run(cmd, shell=True, check=check, capture_output=capture, text=True)


def run_argv(argv, check=True, capture=False):
    log.debug("$ %s", " ".join(argv))
    return subprocess.run(argv, check=check, capture_output=capture, text=True)
