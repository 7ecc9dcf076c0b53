"""The backlog folder: ticket files, their lifecycle and deduplication, the ledger and the index.

Every write is atomic (temp file, fsync, rename) and redacted; a run holds an exclusive
lock while it applies its findings. It never modifies or overwrites a ticket it cannot
read; the ledger (`tickets.ledger`) only ever loses lines that a newer entry supersedes.
"""

from __future__ import annotations

import fcntl
import os
import re
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path

from tickets.defects import group_same_defect, one_flow, overlapping, same_place
from tickets.ledger import LEDGER_NAME as LEDGER_NAME  # re-exported: where the ledger file is named
from tickets.ledger import AuditMark, Ledger, mark_key, read_meta, write_meta
from tickets.models import Evidence, Finding, TicketStatus
from tickets.records import (
    BacklogChange,
    ConfirmedFinding,
    Cost,
    LedgerEntry,
    MergedView,
    RunContext,
    StatusChange,
    Ticket,
)
from tickets.redact import redact
from tickets.render import (
    TicketFormatError,
    compose,
    iter_ticket,
    read_ticket,
    render_index,
    replace_fix_section,
    ticket_filename,
)
from twokey.kernel.atomic import atomic_write
from twokey.kernel.errors import BacklogBusy, BacklogError

LOCK_NAME = ".twokey.lock"
IDS_DIR = ".ids"
INDEX_NAME = "README.md"
TICKET_GLOB = "TK-*.md"

_ID_IN_NAME = re.compile(r"^TK-([0-9]{4,})(?:-|\.md$|$)")
_ID_AS_TYPED = re.compile(r"^(?:TK-?)?0*([0-9]+)$", re.IGNORECASE)
_FINGERPRINT_LINE = re.compile(r"^fingerprint:\s*['\"]?([0-9a-f]{16})['\"]?\s*$", re.MULTILINE)
_LEFTOVER_GLOBS = (".TK-*.tmp", f".{INDEX_NAME}.*.tmp")
_LOCK_POLL_SECONDS = 0.05
_REOPENABLE = (TicketStatus.OBSOLETE, TicketStatus.FIXED)
_RESOLVABLE = (TicketStatus.OPEN, TicketStatus.IN_PROGRESS)
_QUOTE_LIMIT = 4000  # tickets.models.Evidence.quote max_length


@dataclass(frozen=True)
class TicketFile:
    """A ticket as read from disk, with the body as it stands (possibly edited by a person)."""

    path: Path
    ticket: Ticket
    body: str
    body_digest: str
    edited: bool


def format_id(number: int) -> str:
    return f"TK-{number:04d}"


def normalise_id(typed: str) -> str:
    """`TK-7`, `tk-0007` or `7` -> `TK-0007`; anything else as typed (it then matches no ticket)."""
    match = _ID_AS_TYPED.match(typed.strip())
    return format_id(int(match[1])) if match else typed


class Backlog:
    """The backlog folder (default docs/backlog/). Created lazily, on the first write."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self._lock_descriptor: int | None = None
        self.ledger = Ledger(self.directory)
        self.ensure()

    def ensure(self) -> None:
        if self.directory.exists() and not self.directory.is_dir():
            raise BacklogError(f"backlog path {self.directory} is a file; pass --backlog pointing at a folder")

    # --- locking ---------------------------------------------------------------------

    @contextmanager
    def locked(self, wait_seconds: float = 0) -> Iterator[Backlog]:
        """Hold the backlog's exclusive lock; the kernel drops it if this process dies."""
        if self._lock_descriptor is not None:  # re-entered by the holder itself
            yield self
            return
        self._make_directory()
        descriptor = os.open(self.directory / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            self._acquire(descriptor, wait_seconds)
        except BaseException:
            os.close(descriptor)
            raise
        os.ftruncate(descriptor, 0)
        os.write(descriptor, f"{os.getpid()}\n".encode())
        self._lock_descriptor = descriptor
        try:
            yield self
        finally:
            self._lock_descriptor = None
            fcntl.flock(descriptor, fcntl.LOCK_UN)
            os.close(descriptor)

    def _acquire(self, descriptor: int, wait_seconds: float) -> None:
        deadline = time.monotonic() + wait_seconds
        while True:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise self._busy() from None
                time.sleep(min(_LOCK_POLL_SECONDS, remaining))

    def _busy(self) -> BacklogBusy:
        lock = self.directory / LOCK_NAME
        try:
            pid = lock.read_text(encoding="utf-8").strip() or "unknown"
        except OSError:
            pid = "unknown"
        # The kernel releases the lock when its holder dies, so it is never stale: never advise deleting it.
        return BacklogBusy(f"another twokey run holds the lock on {self.directory} (last holder pid {pid}); "
                           "wait for it to finish, or pass --wait SECONDS; nothing was changed")

    def _require_lock(self, operation: str) -> None:
        if self._lock_descriptor is None:
            raise RuntimeError(f"Backlog.{operation}() must be called inside Backlog.locked(); nothing was written")

    # --- reading ---------------------------------------------------------------------

    def load(self) -> tuple[list[TicketFile], list[tuple[str, str]]]:
        """Every readable ticket, and every unreadable one as (path, one-line reason)."""
        files: list[TicketFile] = []
        corrupt: list[tuple[str, str]] = []
        for path in self._ticket_paths():
            try:
                files.append(self._read(path))
            except (TicketFormatError, OSError, UnicodeDecodeError) as error:
                corrupt.append((str(path), _reason(error)))
        return files, corrupt

    def find(self, ticket_id: str) -> TicketFile:
        """The ticket with TICKET_ID (`TK-7` means TK-0007); a person-readable error otherwise."""
        ticket_id = normalise_id(ticket_id)
        for path in self._ticket_paths():
            if _id_of(path.name) == ticket_id:
                try:
                    return self._read(path)
                except (TicketFormatError, OSError, UnicodeDecodeError) as error:
                    raise BacklogError(f"ticket {path} cannot be read ({_reason(error)}); "
                                       "repair it by hand, nothing was changed") from None
        raise BacklogError(f"no ticket {ticket_id} in {self.directory}; list the TK-*.md files there for valid ids")

    def _ticket_paths(self) -> list[Path]:
        if not self.directory.is_dir():
            return []
        # Temp files start with a dot, so they can never match TK-*.md.
        return sorted(path for path in self.directory.glob(TICKET_GLOB) if path.is_file())

    def _read(self, path: Path) -> TicketFile:
        with open(path, encoding="utf-8", newline="") as handle:
            parsed = read_ticket(handle.read())
        if _id_of(path.name) != parsed.ticket.id:
            raise TicketFormatError(f"the file name says {_id_of(path.name)} but the front matter id is "
                                    f"{parsed.ticket.id}")
        return TicketFile(path=path, ticket=parsed.ticket, body=parsed.body,
                          body_digest=parsed.body_digest, edited=parsed.edited)

    # --- ids -------------------------------------------------------------------------

    def reserve_id(self) -> str:
        """A fresh ticket id, unique even against a racing process (O_EXCL marker files)."""
        ids = self.directory / IDS_DIR
        ids.mkdir(parents=True, exist_ok=True)
        number = self._highest_id() + 1
        while True:
            candidate = format_id(number)
            try:
                os.close(os.open(ids / candidate, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
                return candidate
            except FileExistsError:
                number += 1

    def _highest_id(self) -> int:
        # Corrupt tickets count too: their id stays theirs.
        names = [path.name for path in self._ticket_paths()]
        if (self.directory / IDS_DIR).is_dir():
            names += os.listdir(self.directory / IDS_DIR)
        numbers = [int(match[1]) for name in names if (match := _ID_IN_NAME.match(name))]
        return max(numbers, default=0)

    # --- applying a run --------------------------------------------------------------

    def apply(self, confirmed: list[ConfirmedFinding], ctx: RunContext,
              still_present: Callable[[Ticket], bool]) -> BacklogChange:
        """Turn one run's doubly confirmed findings into new, persisting, reopened and resolved tickets."""
        self._require_lock("apply")
        self._remove_leftovers()
        files, corrupt = self.load()
        plan = _Plan(files)
        blocked = {fp for path, _ in corrupt if (fp := _salvaged_fingerprint(Path(path)))}
        # A ticket's findings may fall into several groups (its sinks drifted apart): each ticket is updated
        # once, from all of them; new defects follow in the order of their place in the code.
        known: dict[str, list[ConfirmedFinding]] = {}
        fresh: list[list[ConfirmedFinding]] = []
        for group in group_same_defect(confirmed):
            if not blocked.intersection(item.fingerprint for item in group):
                for ticket_id, part in plan.per_ticket(group):
                    if ticket_id is None:
                        fresh.append(part)
                    else:
                        known.setdefault(ticket_id, []).extend(part)
        for part in [*known.values(), *fresh]:
            plan.sighted(part, ctx, self.reserve_id)
        plan.resolve_unseen(still_present)
        for path, content in plan.writes(self.directory):
            atomic_write(path, content)
        self.write_index(plan.current_tickets())
        return BacklogChange(new=plan.new, persisting=plan.persisting, resolved=plan.resolved,
                             reopened=plan.reopened, corrupt=corrupt)

    def save(self, ticket: Ticket) -> Path:
        """Write TICKET over its file (fix flow: status, branch, commit, Fix section), keeping human edits."""
        self._require_lock("save")
        current = self.find(ticket.id)
        ticket = redact_ticket(ticket)
        if not current.edited:
            atomic_write(current.path, iter_ticket(ticket))
            return current.path
        body = current.body
        if ticket.fix != current.ticket.fix:
            body = replace_fix_section(body, ticket.fix)
        atomic_write(current.path, compose(ticket, body, current.body_digest))
        return current.path

    def set_status(self, ticket_id: str, change: StatusChange, wait_seconds: float = 30.0) -> tuple[Ticket, bool]:
        """Apply CHANGE (a person's decision) under the lock, recorded in the ticket's history.

        Reopening drops the fix branch and commit it pointed at (the history keeps them). Returns the
        ticket and whether it changed; a ticket already in that status is left as it is."""
        with self.locked(wait_seconds):
            current = self.find(ticket_id).ticket
            if current.status is change.status:
                return current, False
            change = change.model_copy(update={"previous": current.status, "branch": current.branch,
                                               "commit": current.commit})
            updates: dict = {"status": change.status, "history": [*current.history, change]}
            if change.status is TicketStatus.OPEN:
                updates |= {"branch": None, "commit": None}
            ticket = Ticket.model_validate(current.model_dump() | updates)
            self.save(ticket)
            self.write_index([file.ticket for file in self.load()[0]])
            return ticket, True

    def write_index(self, tickets: list[Ticket]) -> Path:
        """Write README.md, the open tickets by severity, atomically."""
        self._make_directory()
        names = {path.name: _id_of(path.name) for path in self._ticket_paths()}
        links = {ticket_id: name for name, ticket_id in names.items() if ticket_id is not None}
        path = self.directory / INDEX_NAME
        atomic_write(path, render_index(tickets, links))
        return path

    def _remove_leftovers(self) -> None:
        # Called under the lock: no live run is writing, so any temp file is a killed run's.
        for pattern in _LEFTOVER_GLOBS:
            for leftover in self.directory.glob(pattern):
                with suppress(FileNotFoundError):
                    leftover.unlink()

    def _make_directory(self) -> None:
        self.ensure()
        self.directory.mkdir(parents=True, exist_ok=True)
        ignore = self.directory / ".gitignore"
        if not ignore.exists():
            # The lock and id reservations are machinery, not backlog: keep them out of the user's commits.
            atomic_write(ignore, f"{LOCK_NAME}\n{IDS_DIR}/\n.*.tmp\n")

    # --- ledger ----------------------------------------------------------------------

    def append_ledger(self, entries: list[LedgerEntry]) -> None:
        """Append ENTRIES, redacted, one JSON object per line; superseded lines are compacted away."""
        self._require_lock("append_ledger")
        if not entries:
            return
        self._make_directory()
        self.ledger.append([redact_ledger_entry(entry) for entry in entries])

    def ledger_entries(self) -> list[LedgerEntry]:
        """Every readable ledger line, oldest first; a torn or invalid line is skipped."""
        return self.ledger.entries()

    def ledger_entry(self, fingerprint: str, code_digest: str) -> LedgerEntry | None:
        """The latest verdict on FINGERPRINT if it was given on this exact code, or None if it must be argued."""
        return self.ledger.entry(fingerprint, code_digest)

    # --- the last finished audit, per repository ---------------------------------------

    def audit_mark(self, repository: str, folder: str = "") -> AuditMark | None:
        return read_meta(self.directory).audits.get(mark_key(repository, folder))

    def set_audit_mark(self, repository: str, folder: str, mark: AuditMark, replaces: str = "") -> None:
        """Mark REPOSITORY (or its FOLDER) audited. Its other marks go: the tickets they vouched for may have
        changed under an audit of another extent, so the next audit of that extent starts afresh. So do the
        marks kept under REPLACES, what the repository's marks were keyed by before (its folder's name)."""
        self._require_lock("set_audit_mark")
        self._make_directory()
        meta = read_meta(self.directory)
        owners = {repository, replaces} - {""}
        kept = {key: value for key, value in meta.audits.items()
                if key.partition(":")[0] not in owners}
        write_meta(self.directory, meta.model_copy(update={"audits": {**kept, mark_key(repository, folder): mark}}))


class _Plan:
    """What one run does to the backlog, decided in full before anything is written."""

    def __init__(self, files: list[TicketFile]) -> None:
        self.files = files
        self.by_fingerprint: dict[str, TicketFile] = {}
        for file in files:  # the lowest id wins if a person copied a ticket
            for print_fp in file.ticket.fingerprints:
                self.by_fingerprint.setdefault(print_fp, file)
        self.new: list[Ticket] = []
        self.persisting: list[Ticket] = []
        self.reopened: list[Ticket] = []
        self.resolved: list[Ticket] = []
        self.seen: set[str] = set()
        # id -> (ticket to write, its current file or None, whether to keep the file's body)
        self._writes: dict[str, tuple[Ticket, TicketFile | None, bool]] = {}

    def per_ticket(self, group: list[ConfirmedFinding]) -> list[tuple[str | None, list[ConfirmedFinding]]]:
        """GROUP split so that no part joins two existing tickets, and none adds a sink to a person's decision:
        (the existing ticket's id, or None for a new defect, and the part's findings).

        A finding an existing ticket knows stays with that ticket: tickets written apart (before findings of
        one flow grouped, or before the code brought them together) are each updated, never folded. New
        findings, taken together with what links them to each other, join the ticket one of them sits at the
        same place as, else one they share a flow with, except that one flow never adds a sink elsewhere to a
        `wontfix` ticket: a person decided about the sinks they saw. What is left is new defects."""
        owner = {item.fingerprint: self.by_fingerprint[item.fingerprint].ticket.id
                 for item in group if item.fingerprint in self.by_fingerprint}
        if not owner:
            return [(None, group)]
        parts: dict[str, list[ConfirmedFinding]] = {}
        for item in group:
            if item.fingerprint in owner:
                parts.setdefault(owner[item.fingerprint], []).append(item)
        fresh: list[list[ConfirmedFinding]] = []
        for linked in group_same_defect([item for item in group if item.fingerprint not in owner]):
            home = self._home(linked, parts)
            if home is None:
                fresh.append(linked)
            else:
                parts[home].extend(linked)
        return [*parts.items(), *((None, linked) for linked in fresh)]

    def _home(self, linked: list[ConfirmedFinding], parts: dict[str, list[ConfirmedFinding]]) -> str | None:
        """The ticket new findings LINKED join: one of theirs at the same place first (a line is never in two
        tickets), else one they share a flow with that no person closed as `wontfix`."""
        for ticket_id, members in parts.items():
            if any(same_place(item, member) for item in linked for member in members):
                return ticket_id
        for ticket_id, members in parts.items():
            if self.by_fingerprint[members[0].fingerprint].ticket.status is TicketStatus.WONTFIX:
                continue
            if any(one_flow(item, member) for item in linked for member in members):
                return ticket_id
        return None

    def sighted(self, group: list[ConfirmedFinding], ctx: RunContext, reserve_id: Callable[[], str]) -> None:
        """One defect seen this run: GROUP's findings (tickets.defects), led by its canonical member."""
        self.seen.update(item.fingerprint for item in group)
        existing = next((self.by_fingerprint[item.fingerprint] for item in group
                         if item.fingerprint in self.by_fingerprint), None)
        # Each existing ticket comes here once, with all of its findings (Backlog.apply), so none is dropped.
        own = existing.ticket.fingerprint if existing is not None else group[0].fingerprint
        lead = next((item for item in group if item.fingerprint == own), group[0])
        confirmed = lead.model_copy(update={"cost": sum((item.cost for item in group), Cost()),
                                            "finding": _with_every_site(lead.finding, group)})
        views = _views(group, own, existing.ticket.merged if existing is not None else [])
        if existing is None:
            ticket = redact_ticket(new_ticket(reserve_id(), confirmed, ctx).model_copy(update={"merged": views}))
            self.new.append(ticket)
            self._writes[ticket.id] = (ticket, None, False)
            return
        ticket = redact_ticket(seen_again(existing, confirmed, ctx).model_copy(update={"merged": views}))
        (self.reopened if existing.ticket.status in _REOPENABLE else self.persisting).append(ticket)
        self._writes[ticket.id] = (ticket, existing, existing.edited)  # a person's body is theirs

    def resolve_unseen(self, still_present: Callable[[Ticket], bool]) -> None:
        for file in {file.ticket.id: file for file in self.by_fingerprint.values()}.values():
            ticket = file.ticket
            if self.seen.intersection(ticket.fingerprints) or ticket.status not in _RESOLVABLE:
                continue
            # With no readable quote (a person rewrote the Evidence section) nothing can show
            # the code is gone, so the ticket stays as it is: fail closed.
            if not ticket.evidence or still_present(ticket):
                continue
            obsolete = ticket.model_copy(update={"status": TicketStatus.OBSOLETE})
            self.resolved.append(obsolete)
            self._writes[ticket.id] = (obsolete, file, True)  # unseen: nothing new to say in the body

    def writes(self, directory: Path) -> Iterator[tuple[Path, str | Iterable[str]]]:
        for ticket, existing, keep_body in self._writes.values():
            if existing is None:
                yield directory / ticket_filename(ticket), iter_ticket(ticket)
            elif keep_body:
                yield existing.path, compose(ticket, existing.body, existing.body_digest)
            else:
                yield existing.path, iter_ticket(ticket)

    def current_tickets(self) -> list[Ticket]:
        written = {ticket.id: ticket for ticket, _, _ in self._writes.values()}
        untouched = [file.ticket for file in self.files if file.ticket.id not in written]
        return sorted([*untouched, *written.values()], key=lambda ticket: ticket.id)


# --- ticket construction --------------------------------------------------------------

def new_ticket(ticket_id: str, confirmed: ConfirmedFinding, ctx: RunContext) -> Ticket:
    finding = confirmed.finding
    return Ticket(
        id=ticket_id, title=finding.title, status=TicketStatus.OPEN, severity=finding.severity,
        lens=finding.lens, category=finding.category, rule_id=finding.rule_id, cwe=finding.cwe,
        locations=finding.locations, fingerprint=confirmed.fingerprint, code_digest=confirmed.code_digest,
        first_seen=ctx.sighting, last_seen=ctx.sighting, run_ids=[ctx.run_id],
        raised_by=confirmed.raised_by, confirmed_by=confirmed.confirmed_by,
        prompt_versions=_prompt_versions([], confirmed), same_provider=confirmed.same_provider,
        cost=confirmed.cost, **_body_parts(confirmed),
    )


def seen_again(existing: TicketFile, confirmed: ConfirmedFinding, ctx: RunContext) -> Ticket:
    """The ticket after another sighting. Identity and a person's status and body are kept."""
    old = existing.ticket
    already_counted = ctx.run_id in old.run_ids  # a retried apply must not double the cost
    updates = dict(
        status=TicketStatus.OPEN if old.status in _REOPENABLE else old.status,
        locations=confirmed.finding.locations, code_digest=confirmed.code_digest, last_seen=ctx.sighting,
        run_ids=old.run_ids if already_counted else [*old.run_ids, ctx.run_id],
        raised_by=confirmed.raised_by, confirmed_by=confirmed.confirmed_by,
        prompt_versions=_prompt_versions(old.prompt_versions, confirmed), same_provider=confirmed.same_provider,
        cost=old.cost if already_counted else old.cost + confirmed.cost,
    )
    if not existing.edited:
        updates |= _body_parts(confirmed) | {"fix": old.fix}  # the Fix section is the fix flow's
    return Ticket.model_validate(old.model_dump() | updates)


def _body_parts(confirmed: ConfirmedFinding) -> dict:
    finding, verdict = confirmed.finding, confirmed.confirmation
    return dict(claim=finding.claim, evidence=finding.evidence, refutation=refutation_text(confirmed),
                refutation_evidence=verdict.evidence, suggested_fix=finding.suggested_fix)


def refutation_text(confirmed: ConfirmedFinding) -> str:
    """Who tried to refute the finding, and why the attempt failed, in the refuter's own words."""
    who = confirmed.confirmed_by
    reason = confirmed.confirmation.reason.strip()
    return (f"{who.slot.value} (`{who.provider}:{who.model}`) tried to refute this finding and could not. "
            f"{reason[:1].upper()}{reason[1:]}")


def _prompt_versions(known: list[str], confirmed: ConfirmedFinding) -> list[str]:
    versions = list(known)
    for version in (confirmed.raised_by.prompt_version, confirmed.confirmed_by.prompt_version):
        if version and version not in versions:
            versions.append(version)
    return versions


def _with_every_site(finding: Finding, group: list[ConfirmedFinding]) -> Finding:
    """FINDING located at its own lines, then at every other sink of its defect (tickets.defects.one_flow) in
    line order; a finding at a place already named adds nothing."""
    sites = list(finding.locations)
    for item in sorted(group, key=lambda item: (item.finding.primary.path, item.finding.primary.start_line)):
        if not any(overlapping(item.finding.primary, site) for site in sites):
            sites.append(item.finding.primary)
    return finding if len(sites) == len(finding.locations) else finding.model_copy(update={"locations": sites})


def _views(group: list[ConfirmedFinding], own: str, known: list[MergedView]) -> list[MergedView]:
    """The merged findings of a ticket whose fingerprint is OWN: earlier aliases are kept, this run's refreshed.

    A finding at another place than the lead's (another sink of one flow) keeps its first quote as its `site`,
    so that the ticket is not resolved while that sink's code is still there."""
    views = {view.fingerprint: view for view in known}
    lead = next((item.finding for item in group if item.fingerprint == own), group[0].finding)
    for item in group:
        if item.fingerprint != own:
            finding = item.finding
            elsewhere = not any(overlapping(finding.primary, place) for place in lead.locations)
            views[item.fingerprint] = MergedView(
                fingerprint=item.fingerprint, rule_id=finding.rule_id, title=finding.title,
                raised_by=item.raised_by, confirmed_by=item.confirmed_by, claim=finding.claim,
                site=finding.evidence[0] if elsewhere else None)
    views.pop(own, None)
    return sorted(views.values(), key=lambda view: view.fingerprint)


# --- redaction ------------------------------------------------------------------------

def redact_evidence(evidence: Evidence) -> Evidence:
    return evidence.model_copy(update={"quote": redact(evidence.quote)[:_QUOTE_LIMIT], "note": redact(evidence.note)})


def redact_ticket(ticket: Ticket) -> Ticket:
    """TICKET with secrets masked in every text that quotes or paraphrases code."""
    return ticket.model_copy(update={
        "title": redact(ticket.title)[:200],
        "claim": redact(ticket.claim),
        "refutation": redact(ticket.refutation),
        "suggested_fix": redact(ticket.suggested_fix) if ticket.suggested_fix else None,
        "fix": redact(ticket.fix),
        "evidence": [redact_evidence(e) for e in ticket.evidence],
        "refutation_evidence": [redact_evidence(e) for e in ticket.refutation_evidence],
        "merged": [view.model_copy(update={"title": redact(view.title)[:200], "claim": redact(view.claim)[:2000],
                                           "site": redact_evidence(view.site) if view.site else None})
                   for view in ticket.merged],
    })


def redact_finding(finding: Finding) -> Finding:
    return finding.model_copy(update={
        "title": redact(finding.title)[:200],
        "claim": redact(finding.claim),
        "suggested_fix": redact(finding.suggested_fix) if finding.suggested_fix else None,
        "evidence": [redact_evidence(e) for e in finding.evidence],
    })


def redact_ledger_entry(entry: LedgerEntry) -> LedgerEntry:
    return entry.model_copy(update={
        "reason": redact(entry.reason),
        "finding": redact_finding(entry.finding),
        "evidence": [redact_evidence(e) for e in entry.evidence],
    })


# --- small helpers --------------------------------------------------------------------

def _id_of(name: str) -> str | None:
    match = _ID_IN_NAME.match(name)
    return format_id(int(match[1])) if match else None


def _reason(error: Exception) -> str:
    if isinstance(error, UnicodeDecodeError):
        return f"not UTF-8 text ({error.reason} at byte {error.start})"
    if isinstance(error, OSError):
        return f"cannot be read ({error.strerror or error})"
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__


def _salvaged_fingerprint(path: Path) -> str | None:
    """Best effort: the fingerprint still legible in a corrupt ticket, so it gets no twin."""
    try:
        match = _FINGERPRINT_LINE.search(path.read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return None
    return match[1] if match else None
