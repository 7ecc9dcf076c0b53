"""Run one agent CLI call as a child process in its own process group, bounded by a timeout.

The child gets its prompt on stdin and its own session (process group), so a hang is ended by
killing the whole group, grandchildren included. Its output is read line by line as it comes, so
a caller can give up early on what a line says (codex waiting forever for a network it cannot
reach). This module only runs and collects; what the output means is the provider's to decide.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

GiveUp = Callable[[str], str]  # a line of stdout -> why to stop the call now ("" to go on)
DRAIN_SECONDS = 5.0  # how long to wait for the pipes after the child ended, in case a stray process holds them


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


class GaveUp(Exception):
    """The caller's `give_up` saw a line that settles the call; the process group was killed."""

    def __init__(self, reason: str, stdout: str, stderr: str) -> None:
        super().__init__(reason)
        self.reason, self.stdout, self.stderr = reason, stdout, stderr


@dataclass
class _Output:
    lines: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    gave_up: str = ""

    @property
    def stdout(self) -> str:
        return "".join(self.lines)

    @property
    def stderr(self) -> str:
        return "".join(self.errors)


def run_child(argv: Sequence[str], *, stdin: str, cwd: Path, env: Mapping[str, str], timeout: float,
              give_up: GiveUp | None = None) -> Finished:
    """Run ARGV in CWD with ENV, feed STDIN, wait at most TIMEOUT seconds. Raises `TimedOut`, `GaveUp`, `OSError`."""
    child = subprocess.Popen(list(argv), cwd=cwd, env=dict(env), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, encoding="utf-8", errors="replace",
                             start_new_session=True)
    output = _Output()
    threads = [threading.Thread(target=target, daemon=True)
               for target in (lambda: _feed(child, stdin), lambda: _read_lines(child, output, give_up),
                              lambda: output.errors.append(child.stderr.read()))]  # type: ignore[union-attr]
    for thread in threads:
        thread.start()
    try:
        child.wait(timeout)
    except subprocess.TimeoutExpired:
        _end(child, threads)
        raise TimedOut(timeout, output.stdout, output.stderr) from None
    finally:
        _end(child, threads)  # whatever the agent started (and an interrupted agent itself) ends with it
    if output.gave_up:
        raise GaveUp(output.gave_up, output.stdout, output.stderr)
    return Finished(child.returncode, output.stdout, output.stderr)


def _feed(child: subprocess.Popen, text: str) -> None:
    try:
        child.stdin.write(text)  # type: ignore[union-attr]
        child.stdin.close()  # type: ignore[union-attr]
    except (BrokenPipeError, OSError):
        pass  # the child stopped reading: its exit says why


def _read_lines(child: subprocess.Popen, output: _Output, give_up: GiveUp | None) -> None:
    for line in child.stdout:  # type: ignore[union-attr]
        output.lines.append(line)
        if give_up is not None and not output.gave_up:
            output.gave_up = give_up(line)
            if output.gave_up:
                _kill_group(child)


def _end(child: subprocess.Popen, threads: list[threading.Thread]) -> None:
    _kill_group(child)
    if child.poll() is None:
        child.wait()
    for thread in threads:
        thread.join(DRAIN_SECONDS)


def _kill_group(child: subprocess.Popen) -> None:
    try:
        os.killpg(child.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass  # already gone
