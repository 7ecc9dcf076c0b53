"""Run one agent CLI call as a child process in its own process group, bounded by a timeout.

The child gets its prompt on stdin and its own session (process group), so a hang is ended by
killing the whole group, grandchildren included. This module only runs and collects; what the
output means is the provider's to decide.
"""

from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Finished:
    """A child that exited by itself: its exit code (negative: killed by that signal) and its output."""

    returncode: int
    stdout: str
    stderr: str


class TimedOut(Exception):
    """The child outlived its timeout and its process group was killed; what it printed so far is kept."""

    def __init__(self, seconds: float, stdout: str, stderr: str) -> None:
        super().__init__(f"no answer within {seconds:g} s; its process group was killed")
        self.seconds, self.stdout, self.stderr = seconds, stdout, stderr


def run_child(argv: Sequence[str], *, stdin: str, cwd: Path, env: Mapping[str, str], timeout: float) -> Finished:
    """Run ARGV in CWD with ENV, feed STDIN, wait at most TIMEOUT seconds. Raises `TimedOut` or `OSError`."""
    child = subprocess.Popen(list(argv), cwd=cwd, env=dict(env), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, encoding="utf-8", errors="replace",
                             start_new_session=True)
    try:
        stdout, stderr = child.communicate(stdin, timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(child)
        stdout, stderr = _drain(child)
        raise TimedOut(timeout, stdout, stderr) from None
    finally:
        _kill_group(child)  # whatever the agent started (and an interrupted agent itself) ends with it
        if child.poll() is None:
            child.wait()
    return Finished(child.returncode, stdout or "", stderr or "")


def _drain(child: subprocess.Popen) -> tuple[str, str]:
    """What a killed child printed; bounded, in case something outside its group still holds the pipes."""
    try:
        stdout, stderr = child.communicate(timeout=5)
    except subprocess.TimeoutExpired:
        return "", ""
    return stdout or "", stderr or ""


def _kill_group(child: subprocess.Popen) -> None:
    try:
        os.killpg(child.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass  # already gone
