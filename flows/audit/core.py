"""One audit from request to backlog, without Prefect: pin, lock, run the protocol, persist.

The Prefect flow (`flows.prefect_glue.audit_flow`) is a thin wrapper that passes a task-making step
runner; everything else happens here so it can be tested without a server. The only
writes to the target are the backlog folder's files; the event log lives in twokey's
own state folder.
"""

from __future__ import annotations

import posixpath
import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from agent_providers.registry import audit_slots
from agent_providers.seam import require_spend_consent
from flows.audit.evidence import EvidenceChecker
from flows.audit.protocol import (
    AuditOutcome,
    AuditProtocol,
    Ceilings,
    Progress,
    StepRunner,
    run_directly,
)
from tickets.records import BacklogChange, RunContext, Ticket
from tickets.store import Backlog
from twokey.kernel.errors import SnapshotReadError, TargetError
from twokey.kernel.events import Event, EventLog
from twokey.kernel.settings import Settings, load_settings
from twokey.kernel.snapshot import SkippedFile, Snapshot, Target, open_target
from twokey.kernel.status import RunStatus


@dataclass(frozen=True)
class AuditRequest:
    """What the user asked for. Paths are as given; validation happens in `run_audit`."""

    path: Path
    settings: Settings = field(default_factory=Settings)
    commit: str | None = None
    wait_seconds: float = 0.0


@dataclass
class AuditReport:
    """Everything a summary, an artifact or an exit code needs about one finished run."""

    run_id: str
    target: Target
    backlog_dir: Path
    event_log: Path
    outcome: AuditOutcome
    change: BacklogChange
    tickets: list[Ticket]
    files_audited: int
    skipped: list[SkippedFile]
    secrets_present: list[str]
    seconds: float
    status: RunStatus = RunStatus.DONE
    reason: str = ""
    providers: dict[str, str] = field(default_factory=dict)

    @property
    def exit_code(self) -> int:
        return int(self.status.exit_code)


def request_for(path: str | Path, *, commit: str | None = None, overrides: BaseModel | Mapping[str, Any] | None = None,
                wait_seconds: float = 0.0) -> AuditRequest:
    """The audit of PATH with its effective settings: defaults, its config files, TWOKEY_*, then OVERRIDES."""
    _, target = open_target(path, commit)
    resolved = load_settings(None if target.bare else target.root, overrides)
    return AuditRequest(path=Path(path), settings=resolved.settings, commit=commit, wait_seconds=wait_seconds)


def new_run_id(target: Target, now: datetime) -> str:
    return f"{now:%Y%m%dT%H%M%SZ}-{target.short}-{secrets.token_hex(2)}"


def backlog_folder(request: AuditRequest, target: Target) -> Path:
    if target.bare and not Path(request.settings.backlog).expanduser().is_absolute():
        raise TargetError(f"repository {request.path} is bare, so it has no {request.settings.backlog}; "
                          "pass --backlog DIR")
    return request.settings.backlog_dir(target.root)


def run_audit(request: AuditRequest, *, step: StepRunner = run_directly,
              progress: Progress = lambda message: None) -> AuditReport:
    """Run one audit end to end and return its report. Raises TwokeyError on bad input."""
    started_clock = time.monotonic()
    repo, target = open_target(request.path, request.commit)
    backlog = Backlog(backlog_folder(request, target))
    settings = request.settings
    slots = audit_slots(settings.agent_a, settings.agent_b, settings)
    require_spend_consent(list(slots.values()), max_usd=settings.max_usd, allowed=settings.allow_model_calls)
    started = datetime.now(UTC)
    run_id = new_run_id(target, started)
    events = EventLog(run_id)
    with backlog.locked(request.wait_seconds):
        snapshot = Snapshot(repo, target, max_file_bytes=settings.max_file_size,
                            exclude_prefixes=_excluded(request, target, backlog.directory),
                            exclude_globs=tuple(p for p in settings.exclude if _is_glob(p)),
                            include=tuple(settings.include))
        events.append(Event.RUN_STARTED, repo=target.name, path=str(target.root), backlog=str(backlog.directory),
                      slots={slot.value: f"{p.name}:{p.model}" for slot, p in slots.items()})
        events.append(Event.SNAPSHOT_PINNED, commit=target.commit, python_files=len(snapshot.python_paths))
        progress(f"pinned {target.name}@{target.short}: {len(snapshot.python_paths)} Python files")
        protocol = AuditProtocol(snapshot, slots, events, run_id=run_id, commit=target.commit, started=started,
                                 ledger_lookup=backlog.ledger_entry, ceilings=Ceilings.of(settings),
                                 progress=progress, step=step, lenses=settings.lenses)
        outcome = protocol.run(snapshot.python_paths, settings.batch_size)
        context = RunContext(run_id=run_id, commit=target.commit, time=started, repo_name=target.name)
        change = step("persist backlog", persist, backlog, outcome, context, snapshot, protocol.checker, events)
        tickets = [ticket_file.ticket for ticket_file in backlog.load()[0]]
    for skipped in snapshot.skipped:
        events.append(Event.FILE_SKIPPED, path=skipped.path, reason=skipped.reason)
    report = AuditReport(
        run_id=run_id, target=target, backlog_dir=backlog.directory, event_log=events.path, outcome=outcome,
        change=change, tickets=tickets, files_audited=len(snapshot.python_paths), skipped=list(snapshot.skipped),
        secrets_present=list(snapshot.secrets_present), seconds=time.monotonic() - started_clock,
        providers={slot.value: f"{p.name}:{p.model}" for slot, p in slots.items()})
    report.status, report.reason = final_status(outcome, change)
    events.append(Event.RUN_FINISHED, status=report.status.value, reason=report.reason,
                  seconds=round(report.seconds, 3))
    return report


def _excluded(request: AuditRequest, target: Target, backlog_dir: Path) -> tuple[str, ...]:
    prefixes = [posixpath.normpath(prefix).strip("/") + "/" for prefix in request.settings.exclude
                if not _is_glob(prefix)]
    try:
        prefixes.append(backlog_dir.relative_to(target.root).as_posix() + "/")
    except ValueError:
        pass  # a backlog outside the repository needs no exclusion
    return tuple(prefixes)


def _is_glob(pattern: str) -> bool:
    return any(char in pattern for char in "*?[")


def persist(backlog: Backlog, outcome: AuditOutcome, context: RunContext, snapshot: Snapshot,
            checker: EvidenceChecker, events: EventLog) -> BacklogChange:
    """Write the ledger, then the tickets and the index (each atomically), under the held lock."""
    backlog.append_ledger(list(outcome.ledger.values()))
    events.append(Event.LEDGER_WRITTEN, entries=len(outcome.ledger))

    def still_present(ticket: Ticket) -> bool:
        """Code is gone only if its file left the commit, or the file reads and the quote is not in it."""
        if not ticket.evidence:
            return True
        quoted = ticket.evidence[0]
        if not snapshot.in_commit(quoted.path):
            return False
        try:
            snapshot.read_text(quoted.path)
        except SnapshotReadError:
            return True  # excluded, withheld or unreadable this run: unknown, so the ticket stays as it is
        return checker.still_present(quoted.path, quoted.quote)

    change = backlog.apply(list(outcome.confirmed.values()), context, still_present)
    for kind in ("new", "persisting", "reopened"):
        for ticket in getattr(change, kind):
            events.append(Event.TICKET_WRITTEN, ticket=ticket.id, fingerprint=ticket.fingerprint, change=kind)
    for ticket in change.resolved:
        events.append(Event.TICKET_RESOLVED, ticket=ticket.id, fingerprint=ticket.fingerprint)
    for path, reason in change.corrupt:
        events.append(Event.TICKET_CORRUPT, path=path, reason=reason)
    return change


def final_status(outcome: AuditOutcome, change: BacklogChange) -> tuple[RunStatus, str]:
    if outcome.status is not RunStatus.DONE:
        return outcome.status, outcome.reason
    if change.corrupt:
        path, reason = change.corrupt[0]
        return RunStatus.BLOCKED, f"ticket file {path} is corrupt ({reason}); it was left untouched: fix or remove it"
    return RunStatus.DONE, ""
