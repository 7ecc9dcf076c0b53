"""The per-run, append-only event log: past-tense facts, one JSON object per line.

Nothing in a log is ever rewritten. Each line is written with a single `write` on a file
opened in append mode and flushed, so a killed run leaves at most one torn final line,
which readers skip. Prefect artifacts and ticket provenance are views of this log.
"""

from __future__ import annotations

import json
import os
import socket
import threading
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from twokey.kernel.paths import state_home


class Event(StrEnum):
    """The closed set of facts a run records, all in the past tense."""

    RUN_STARTED = "run_started"
    SNAPSHOT_PINNED = "snapshot_pinned"
    FILE_SKIPPED = "file_skipped"
    CLAIMED = "claimed"
    SUBMITTED = "submitted"
    TURN_ACCEPTED = "turn_accepted"
    TURN_REJECTED = "turn_rejected"
    PROVIDER_FAILED = "provider_failed"
    FINDING_VERIFIED = "finding_verified"
    FINDING_REJECTED = "finding_rejected"
    FINDING_SETTLED = "finding_settled"
    VERDICT = "verdict"
    CONFIRMED = "confirmed"
    LEDGER_WRITTEN = "ledger_written"
    TICKET_WRITTEN = "ticket_written"
    TICKET_RESOLVED = "ticket_resolved"
    TICKET_CORRUPT = "ticket_corrupt"
    GATE_PASSED = "gate_passed"
    GATE_FAILED = "gate_failed"
    CEILING_REACHED = "ceiling_reached"
    RUN_FINISHED = "run_finished"
    # The fix flow's facts (appended: the members above keep their order).
    FINDING_REVERIFIED = "finding_reverified"
    WORKTREE_CREATED = "worktree_created"
    WORKTREE_REMOVED = "worktree_removed"
    TESTS_FINISHED = "tests_finished"
    PATCH_SEALED = "patch_sealed"
    PATCH_APPLIED = "patch_applied"
    PATCH_REFUSED = "patch_refused"
    COMMAND_EXECUTED = "command_executed"
    COMMAND_REFUSED = "command_refused"
    APPROVAL_REQUESTED = "approval_requested"
    APPROVAL_RECEIVED = "approval_received"
    COMMITTED = "committed"
    EVIDENCE_WRITTEN = "evidence_written"
    # Spend and the person's verbs on a run (`twokey runs ...`), appended like everything else.
    SPEND_COUNTED = "spend_counted"
    STOP_REQUESTED = "stop_requested"
    OUTCOME_RESOLVED = "outcome_resolved"
    RETRIED = "retried"
    # Coverage: a file read through a translation (twokey.kernel.pysource), not the running ast.
    FILE_TRANSLATED = "file_translated"
    # Incremental audits (appended likewise).
    REUSED = "reused"
    SCOPED = "scoped"


class EventLog:
    """Appends events for one run to `<state_home>/runs/<run_id>.jsonl`."""

    def __init__(self, run_id: str, directory: Path | None = None) -> None:
        self.run_id = run_id
        self.path = (directory or state_home() / "runs") / f"{run_id}.jsonl"
        self._lock = threading.Lock()

    def append(self, event: Event, **facts: Any) -> dict[str, Any]:
        record = {"time": datetime.now(UTC).isoformat(), "run_id": self.run_id, "event": event.value, **facts}
        line = json.dumps(record, default=str, sort_keys=False) + "\n"
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as handle:
                handle.write(line)
                handle.flush()
        return record

    def read(self) -> list[dict[str, Any]]:
        return read_events(self.path)

    def stop_requested(self) -> dict[str, Any] | None:
        """The person's `twokey runs stop`, if one was recorded for this run while it ran."""
        return next((event for event in self.read() if event.get("event") == Event.STOP_REQUESTED.value), None)


def read_events(path: Path) -> list[dict[str, Any]]:
    """Every complete event in a log; a torn final line from a killed run is skipped."""
    if not path.exists():
        return []
    events = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            events.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return events


def process_identity() -> dict[str, Any]:
    """Which process runs a run, recorded at its start: `twokey runs` tells a live run from a dead one."""
    return {"pid": os.getpid(), "host": socket.gethostname()}
