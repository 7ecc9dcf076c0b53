"""What became of each run, read from its event log: status, spend, the call in flight, the person's answers.

Run state lasts because the log does: a run's status is derived from its own past-tense facts,
the request it was started with, and what a person later said about it through `twokey runs`
(appended to the same log, never rewritten). This module only reads; the verbs that append
live in `twokey.commands.runs`, which only the command line reaches.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from pathlib import Path
from typing import Any

from twokey.kernel.errors import UsageError
from twokey.kernel.events import Event, read_events
from twokey.kernel.paths import state_home
from twokey.kernel.status import RunStatus

# Set in every agent CLI's environment; `twokey runs` refuses to act when it sees it.
AGENT_MARKER = "TWOKEY_AGENT"
RUNNING = "running"  # no run_finished yet and its process is alive: not a status of SPEC's, a state
ANSWERS = frozenset({Event.TURN_ACCEPTED.value, Event.TURN_REJECTED.value, Event.PROVIDER_FAILED.value})


def runs_folder() -> Path:
    return state_home() / "runs"


@dataclass(frozen=True)
class Spend:
    usd: float = 0.0
    failed_usd: float = 0.0
    tokens: int = 0
    calls: int = 0
    estimated: bool = False


@dataclass(frozen=True)
class RunRecord:
    """One run as its log tells it."""

    run_id: str
    path: Path
    events: tuple[dict[str, Any], ...]

    # -- facts ----------------------------------------------------------------------------------------
    def _first(self, event: Event) -> dict[str, Any] | None:
        return next((e for e in self.events if e.get("event") == event.value), None)

    def _all(self, event: Event) -> list[dict[str, Any]]:
        return [e for e in self.events if e.get("event") == event.value]

    @property
    def started(self) -> dict[str, Any]:
        return self._first(Event.RUN_STARTED) or {}

    @property
    def finished(self) -> dict[str, Any] | None:
        return self._first(Event.RUN_FINISHED)

    @property
    def kind(self) -> str:
        return str(self.started.get("kind", "audit"))

    @property
    def repo(self) -> str:
        return str(self.started.get("repo", "?"))

    @property
    def start_time(self) -> str:
        return str(self.started.get("time", ""))

    @property
    def request(self) -> dict[str, Any] | None:
        request = self.started.get("request")
        return request if isinstance(request, dict) else None

    @property
    def retry_of(self) -> str | None:
        return self.started.get("retry_of")

    @property
    def calls_submitted(self) -> int:
        return len(self._all(Event.SUBMITTED))

    @cached_property
    def spend(self) -> Spend:
        counted = self._all(Event.SPEND_COUNTED)
        return Spend(usd=round(sum(float(e.get("usd", 0)) for e in counted), 6),
                     failed_usd=round(sum(float(e.get("usd", 0)) for e in counted if e.get("failed")), 6),
                     tokens=sum(int(e.get("input_tokens", 0)) + int(e.get("output_tokens", 0)) for e in counted),
                     calls=sum(int(e.get("calls", 0)) for e in counted),
                     estimated=any(e.get("cost") == "estimated" for e in counted))

    @property
    def open_submission(self) -> dict[str, Any] | None:
        """The last call submitted with no answer after it: its outcome is unknown."""
        last: dict[str, Any] | None = None
        for event in self.events:
            if event.get("event") == Event.SUBMITTED.value:
                last = event
            elif event.get("event") in ANSWERS and not _is_ambiguous_failure(event):
                last = None
        return last

    @property
    def resolution(self) -> dict[str, Any] | None:
        return self._first(Event.OUTCOME_RESOLVED)

    @property
    def stop_request(self) -> dict[str, Any] | None:
        return self._first(Event.STOP_REQUESTED)

    @property
    def minutes(self) -> float:
        """Wall-clock minutes from the start to the last fact before the person's own answers."""
        times = [e["time"] for e in self.events if e.get("event") not in _PERSON and "time" in e]
        if len(times) < 2:
            return 0.0
        return (datetime.fromisoformat(times[-1]) - datetime.fromisoformat(times[0])).total_seconds() / 60

    # -- what it became -----------------------------------------------------------------------------
    @property
    def alive(self) -> bool:
        started = self.started
        if started.get("host") != socket.gethostname() or not isinstance(started.get("pid"), int):
            return False
        return _pid_alive(started["pid"])

    @property
    def status(self) -> str:
        """A status of SPEC's enum, or `running` while its process is alive."""
        finished = self.finished
        if finished is None and self.alive:
            return RUNNING
        if self.stop_request is not None:
            return RunStatus.STOPPED.value  # a person closed it, or it stopped at their request
        if finished is not None:
            return str(finished.get("status", RunStatus.BLOCKED.value))
        # Interrupted (killed, crashed): a call in flight makes it ambiguous, else it needs a person.
        return RunStatus.AMBIGUOUS.value if self.open_submission else RunStatus.BLOCKED.value

    @property
    def reason(self) -> str:
        finished = self.finished
        if self.status == RUNNING:
            return "stop requested; it stops before its next call" if self.stop_request else ""
        if self.stop_request is not None and (finished is None or finished.get("status") != "stopped"):
            return f"closed by a person (`twokey runs stop` at {self.stop_request.get('time', '?')})"
        if finished is not None:
            return str(finished.get("reason", ""))
        if self.open_submission:
            return (f"interrupted with call {self.open_submission.get('request_id', '?')} in flight; whether it was "
                    "processed is unknown")
        return "interrupted: the process ended without finishing the run"


_PERSON = frozenset({Event.STOP_REQUESTED.value, Event.OUTCOME_RESOLVED.value, Event.RETRIED.value})


def _is_ambiguous_failure(event: dict[str, Any]) -> bool:
    """A provider failure whose outcome is unknown leaves its submission open: a person must resolve it."""
    return event.get("event") == Event.PROVIDER_FAILED.value and event.get("status") == RunStatus.AMBIGUOUS.value


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process with that id: alive, as far as this user can tell
    return True


def load(run_id: str) -> RunRecord:
    path = runs_folder() / f"{run_id}.jsonl"
    if "/" in run_id or not path.is_file():
        raise UsageError(f"run {run_id!r}: no such run in {runs_folder()}; `twokey runs list` shows the runs here")
    return RunRecord(run_id, path, tuple(read_events(path)))


def all_runs() -> Iterator[RunRecord]:
    """Every run with a log here, oldest first (run ids start with their UTC start time)."""
    folder = runs_folder()
    if not folder.is_dir():
        return
    for path in sorted(folder.glob("*.jsonl")):
        record = RunRecord(path.stem, path, tuple(read_events(path)))
        if record.started:  # a recheck's side log has no run_started of its own
            yield record


def retries_of(run_id: str) -> list[RunRecord]:
    return [record for record in all_runs() if record.retry_of == run_id]
