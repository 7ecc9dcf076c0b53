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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import git
from pydantic import BaseModel

from agent_providers.registry import audit_slots
from agent_providers.seam import Provider, require_spend_consent
from flows.audit.evidence import EvidenceChecker
from flows.audit.plan import AuditPlan, config_digest, plan_audit
from flows.audit.pool import workers_for
from flows.audit.protocol import (
    AuditOutcome,
    AuditProtocol,
    Ceilings,
    Progress,
    StepRunner,
    run_directly,
)
from flows.audit.reuse import Reuse
from tickets.ledger import AuditMark
from tickets.models import Evidence, Severity, Slot, TicketStatus
from tickets.records import BacklogChange, RunContext, Ticket
from tickets.store import Backlog
from twokey.kernel.contentstore import ContentStore
from twokey.kernel.coverage import SkippedFile
from twokey.kernel.errors import SnapshotReadError, TargetError
from twokey.kernel.events import Event, EventLog, process_identity
from twokey.kernel.settings import Settings, load_settings, parse_fail_on
from twokey.kernel.snapshot import Snapshot, Target, audit_mark_key, open_target
from twokey.kernel.status import ExitCode, RunStatus


@dataclass(frozen=True)
class AuditRequest:
    """What the user asked for. Paths are as given; validation happens in `run_audit`."""

    path: Path
    settings: Settings = field(default_factory=Settings)
    commit: str | None = None
    wait_seconds: float = 0.0
    scope: str = ""  # a folder of the repository (`shop/`) when PATH is one: only it is audited
    retry_of: str | None = None  # the run this one re-runs (`twokey runs retry`), recorded at its start


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
    files_audited: int  # analysed by both slots: never more than that
    skipped: list[SkippedFile]
    secrets_present: list[str]
    seconds: float
    status: RunStatus = RunStatus.DONE
    reason: str = ""
    providers: dict[str, str] = field(default_factory=dict)
    scope: str = ""
    started: datetime | None = None
    max_file_size: int = 0
    fail_on: str | None = None
    failing: list[Ticket] = field(default_factory=list)  # tickets --fail-on counts: a finished run exits 1
    not_reached: list[str] = field(default_factory=list)  # files a stopped or blocked run left unanalysed
    parsed_with: dict[str, str] = field(default_factory=dict)  # path -> means, for files not read by plain ast
    plan: AuditPlan | None = None  # which files were analysed, and what the rest was carried forward from

    @property
    def exit_code(self) -> int:
        if self.status is RunStatus.DONE and self.failing:
            return int(ExitCode.NEEDS_PERSON)
        return int(self.status.exit_code)


def request_for(path: str | Path, *, commit: str | None = None, overrides: BaseModel | Mapping[str, Any] | None = None,
                wait_seconds: float = 0.0, retry_of: str | None = None) -> AuditRequest:
    """The audit of PATH with its effective settings: defaults, its config files, TWOKEY_*, then OVERRIDES."""
    repo, target = open_target(path, commit)
    resolved = load_settings(None if target.bare else target.root, overrides)
    return AuditRequest(path=Path(path), settings=resolved.settings, commit=commit, wait_seconds=wait_seconds,
                        scope=scope_of(repo, target, Path(path)), retry_of=retry_of)


def scope_of(repo: git.Repo, target: Target, path: Path) -> str:
    """`sub/dir/` when PATH is a folder inside the repository, "" for its root; the folder must be committed."""
    if target.bare:
        return ""
    relative = path.resolve().relative_to(target.root).as_posix()
    if relative == ".":
        return ""
    try:
        repo.commit(target.commit).tree.join(relative)
    except KeyError:
        raise TargetError(f"folder {relative} has no committed files at {target.short} in {target.root}; pass a "
                          "folder that is in the commit, or the repository itself") from None
    return relative + "/"


def failing_tickets(fail_on: str | None, change: BacklogChange, tickets: list[Ticket]) -> list[Ticket]:
    """The tickets `--fail-on new|open[:SEVERITY]` counts: new (or reopened) work, or every open ticket."""
    if not fail_on:
        return []
    kind, lowest = parse_fail_on(fail_on)
    pool = [*change.new, *change.reopened] if kind == "new" else tickets
    floor = Severity(lowest).rank
    return [t for t in pool if t.status is TicketStatus.OPEN and t.severity.rank >= floor]


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
    store = ContentStore()
    try:
        with backlog.locked(request.wait_seconds):
            snapshot = _pin(request, repo, target, backlog, store)
            events.append(Event.RUN_STARTED, repo=target.name, path=str(target.root), backlog=str(backlog.directory),
                          slots={slot.value: f"{p.name}:{p.model}" for slot, p in slots.items()},
                          kind="audit", request=recorded_request(request, target), retry_of=request.retry_of,
                          **process_identity())
            events.append(Event.SNAPSHOT_PINNED, commit=target.commit, python_files=len(snapshot.python_paths))
            within = f" in {request.scope} only" if request.scope else ""
            progress(f"pinned {target.name}@{target.short}: {len(snapshot.python_paths)} Python files{within}")
            kept = Reuse(snapshot, store, lenses=tuple(settings.lenses), slots=slots)
            mark_key = audit_mark_key(repo, target)
            plan = plan_audit(repo, snapshot, backlog.audit_mark(mark_key, request.scope), settings, slots,
                              stale=kept.stale_file)
            _announce(plan, store, events, progress)
            protocol = AuditProtocol(snapshot, slots, events, run_id=run_id, commit=target.commit, started=started,
                                     ledger_lookup=backlog.ledger_entry, ceilings=Ceilings.of(settings),
                                     progress=progress, step=step, lenses=settings.lenses, store=store,
                                     workers=workers_for(settings.workers))
            outcome = protocol.run(plan.paths, settings.batch_size)
            outcome.reused.files = plan.carried
            context = RunContext(run_id=run_id, commit=target.commit, time=started, repo_name=target.name)
            change = step("persist backlog", persist, backlog, outcome, context, snapshot, protocol.checker, events)
            skipped = with_carried(coverage_gaps(snapshot, outcome), plan)
            status, reason = final_status(outcome, change)
            if status is RunStatus.DONE:  # only a finished audit is one the next can build on
                backlog.set_audit_mark(mark_key, request.scope,
                                       _mark(context, settings, slots, outcome, snapshot, skipped),
                                       replaces=target.name)
            tickets = [ticket_file.ticket for ticket_file in backlog.load()[0]]
    finally:
        store.close()
    for item in skipped:
        events.append(Event.FILE_SKIPPED, path=item.path, kind=item.kind.value, reason=item.reason)
    for path, means in sorted(outcome.parsed_with.items()):
        events.append(Event.FILE_TRANSLATED, path=path, means=means)
    carried = set(snapshot.python_paths) - set(plan.paths)  # analysed by an earlier run, on the same content
    accounted = outcome.analysed_by_both | {item.path for item in skipped} | carried
    report = AuditReport(
        run_id=run_id, target=target, backlog_dir=backlog.directory, event_log=events.path, outcome=outcome,
        change=change, tickets=tickets, files_audited=len(outcome.analysed_by_both), skipped=skipped,
        secrets_present=list(snapshot.secrets_present), seconds=time.monotonic() - started_clock,
        providers={slot.value: f"{p.name}:{p.model}" for slot, p in slots.items()}, scope=request.scope,
        started=started, max_file_size=settings.max_file_size, fail_on=settings.fail_on,
        failing=failing_tickets(settings.fail_on, change, tickets),
        not_reached=[path for path in snapshot.python_paths if path not in accounted],
        parsed_with=dict(sorted((path, means) for path, means in outcome.parsed_with.items()
                                if path in outcome.analysed_by_both)),
        plan=plan, status=status, reason=reason)
    events.append(Event.RUN_FINISHED, status=report.status.value, reason=report.reason,
                  seconds=round(report.seconds, 3), scope=report.scope, fail_on=report.fail_on,
                  failing=[ticket.id for ticket in report.failing], exit_code=report.exit_code)
    return report


def coverage_gaps(snapshot: Snapshot, outcome: AuditOutcome) -> list[SkippedFile]:
    """Every file under the include globs that was not analysed, once, with its most specific reason.

    The snapshot's own reasons (binary, undecodable, too large, secret, symlink, submodule) come
    first; a slot's reason (unparseable, or its own) covers the rest."""
    gaps = list(snapshot.skipped)
    known = {item.path for item in gaps}
    for path, item in sorted(outcome.skipped.items()):
        if path not in known and path not in outcome.analysed_by_both:
            gaps.append(SkippedFile(path, item.reason, item.kind))
    return gaps


def recorded_request(request: AuditRequest, target: Target) -> dict[str, Any]:
    """The request as `twokey runs retry` re-runs it: the same repository, pinned commit and settings."""
    return {"path": str(target.root), "commit": target.commit, "settings": request.settings.model_dump(mode="json")}


def _pin(request: AuditRequest, repo: git.Repo, target: Target, backlog: Backlog, store: ContentStore) -> Snapshot:
    settings = request.settings
    return Snapshot(repo, target, max_file_bytes=settings.max_file_size,
                    exclude_prefixes=_excluded(request, target, backlog.directory),
                    exclude_globs=tuple(p for p in settings.exclude if _is_glob(p)),
                    include=tuple(settings.include), scope=request.scope, listings=store)


def _announce(plan: AuditPlan, store: ContentStore, events: EventLog, progress: Progress) -> None:
    if plan.since is not None:
        events.append(Event.SCOPED, since=plan.since.commit, changed=plan.changed, revisited=plan.revisited,
                      carried=plan.carried)
        progress(f"incremental since {plan.since.commit[:8]}: {plan.changed} changed, {plan.revisited} revisited, "
                 f"{plan.carried} unchanged files carried forward")
    else:
        events.append(Event.SCOPED, full=plan.why_full)
        progress(f"full audit: {plan.why_full}")
    if store.problem:
        progress(store.problem)


def with_carried(gaps: list[SkippedFile], plan: AuditPlan) -> list[SkippedFile]:
    """This run's coverage gaps, and those of the files it carried forward (unreadable then, unchanged since)."""
    known = {item.path for item in gaps}
    return gaps + [item for item in plan.carried_skips if item.path not in known]


def _mark(context: RunContext, settings: Settings, slots: dict[Slot, Provider], outcome: AuditOutcome,
          snapshot: Snapshot, skipped: list[SkippedFile]) -> AuditMark:
    """What the next incremental audit starts from: this commit, and the files to look at again."""
    python = set(snapshot.python_paths)
    return AuditMark(commit=context.commit, run_id=context.run_id, time=context.time,
                     config=config_digest(settings, slots), revisit=sorted(outcome.revisit & python),
                     gaps={item.path: [item.kind.value, item.reason] for item in skipped if item.path in python})


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


def code_still_present(snapshot: Snapshot, checker: EvidenceChecker, analysed: set[str]) -> Callable[[Ticket], bool]:
    """Whether a ticket no run saw is still in the code, as far as this run can tell.

    Code is gone only if, for the ticket's quote and every other sink's of one flow (its merged views' sites),
    the file left the commit, or both slots analysed it and the quote is not in it."""

    def quote_present(quoted: Evidence) -> bool:
        if not snapshot.in_commit(quoted.path):
            return False
        if quoted.path not in analysed:
            return True  # skipped, unparseable or not reached this run: unknown, so the ticket stays as it is
        try:
            snapshot.read_text(quoted.path)
        except SnapshotReadError:
            return True  # excluded, withheld or unreadable this run: unknown, so the ticket stays as it is
        return checker.still_present(quoted.path, quoted.quote)

    def still_present(ticket: Ticket) -> bool:
        if not ticket.evidence:
            return True
        return any(quote_present(quoted) for quoted in ticket.sink_quotes)

    return still_present


def persist(backlog: Backlog, outcome: AuditOutcome, context: RunContext, snapshot: Snapshot,
            checker: EvidenceChecker, events: EventLog) -> BacklogChange:
    """Write the ledger, then the tickets and the index (each atomically), under the held lock."""
    backlog.append_ledger(list(outcome.ledger.values()))
    events.append(Event.LEDGER_WRITTEN, entries=len(outcome.ledger))

    still_present = code_still_present(snapshot, checker, outcome.analysed_by_both)
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
