"""The records the backlog keeps: confirmed findings, tickets, ledger entries, run changes.

These are contracts like those in tickets.models (unknown fields are an error, instances
are frozen); they hold data only and never touch the file system.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field, field_validator

from tickets.models import (
    MAX_LOCATIONS,
    AgentIdentity,
    Contract,
    Evidence,
    Finding,
    Location,
    Severity,
    TicketStatus,
    Verdict,
)

FINGERPRINT_PATTERN = r"^[0-9a-f]{16}$"
TICKET_ID_PATTERN = r"^TK-[0-9]{4,}$"

# Why a finding went to the ledger instead of becoming a ticket.
LedgerOutcome = Literal["refuted", "uncertain", "unsupported"]

# The ticket fields that live in the Markdown body; every other field is front matter.
BODY_FIELDS = ("claim", "evidence", "refutation", "refutation_evidence", "suggested_fix", "fix")


class Sighting(Contract):
    """One run that saw a finding: at which commit and when."""

    commit: str
    time: datetime
    run_id: str


class Cost(Contract):
    """What model calls spent on a finding. Costs add up across the runs that saw it."""

    calls: int = Field(default=0, ge=0)
    tokens: int = Field(default=0, ge=0)
    usd: float = Field(default=0.0, ge=0.0)

    def __add__(self, other: Cost) -> Cost:
        return Cost(calls=self.calls + other.calls, tokens=self.tokens + other.tokens,
                    usd=round(self.usd + other.usd, 6))


class StatusChange(Contract):
    """One status change a person (or the fix flow, when a fix is merged) made, and why."""

    time: datetime
    by: str = Field(min_length=1, max_length=200)
    previous: TicketStatus
    status: TicketStatus
    reason: str = Field(min_length=1, max_length=2000)
    branch: str | None = None  # the fix branch and commit the ticket pointed at before the change
    commit: str | None = None


class ConfirmedFinding(Contract):
    """A finding raised by one slot and confirmed, with its own evidence, by the other."""

    fingerprint: str = Field(pattern=FINGERPRINT_PATTERN)
    code_digest: str
    finding: Finding
    raised_by: AgentIdentity
    confirmed_by: AgentIdentity
    confirmation: Verdict
    same_provider: bool
    cost: Cost = Field(default_factory=Cost)


class MergedView(Contract):
    """Another finding of the same defect (same place, same CWE family), merged into a ticket.

    Its fingerprint stays the ticket's alias, so a later run that sees only this finding
    updates the same ticket instead of opening a twin."""

    fingerprint: str = Field(pattern=FINGERPRINT_PATTERN)
    rule_id: str
    title: str = Field(min_length=1, max_length=200)
    raised_by: AgentIdentity
    confirmed_by: AgentIdentity
    claim: str = Field(default="", max_length=2000)
    # Where it sits when that is not the ticket's own place (another sink of one flow): its first quote.
    site: Evidence | None = None


class Ticket(Contract):
    """One backlog ticket: front matter (identity, history, agents, cost) plus the body parts."""

    id: str = Field(pattern=TICKET_ID_PATTERN)
    title: str = Field(min_length=1, max_length=200)
    status: TicketStatus
    severity: Severity
    lens: str
    category: str
    rule_id: str
    cwe: int | None = None
    locations: list[Location] = Field(min_length=1)
    fingerprint: str = Field(pattern=FINGERPRINT_PATTERN)
    code_digest: str
    first_seen: Sighting
    last_seen: Sighting
    run_ids: list[str]
    raised_by: AgentIdentity
    confirmed_by: AgentIdentity
    prompt_versions: list[str] = Field(default_factory=list)
    same_provider: bool
    cost: Cost = Field(default_factory=Cost)
    branch: str | None = None
    commit: str | None = None
    merged: list[MergedView] = Field(default_factory=list)  # the same defect as raised in other words
    history: list[StatusChange] = Field(default_factory=list)  # status changes by `twokey tickets set` and merges
    # Body. Free text is stored stripped so that a render -> parse round trip is exact.
    claim: str = ""
    evidence: list[Evidence] = Field(default_factory=list)
    refutation: str = ""
    refutation_evidence: list[Evidence] = Field(default_factory=list)
    suggested_fix: str | None = None
    fix: str = ""

    @field_validator("claim", "refutation", "fix")
    @classmethod
    def _strip_text(cls, text: str) -> str:
        return text.strip()

    @field_validator("suggested_fix")
    @classmethod
    def _strip_optional(cls, text: str | None) -> str | None:
        return (text or "").strip() or None

    @field_validator("evidence", "refutation_evidence")
    @classmethod
    def _quotes_without_trailing_newline(cls, quotes: list[Evidence]) -> list[Evidence]:
        # A fenced block cannot say whether its text ended in a newline; settle it here.
        return [e if not e.quote.endswith("\n") else e.model_copy(update={"quote": e.quote.rstrip("\n") or " "})
                for e in quotes]

    def finding(self) -> Finding:
        """The finding as it was raised, rebuilt from the ticket, to be judged again at newer code."""
        return Finding(rule_id=self.rule_id, category=self.category, title=self.title, lens=self.lens,
                       severity=self.severity, cwe=self.cwe, locations=self.locations[:MAX_LOCATIONS],
                       claim=self.claim or self.title,
                       evidence=self.evidence or [Evidence(path=self.locations[0].path,
                                                           start_line=self.locations[0].start_line,
                                                           end_line=self.locations[0].end_line, quote=self.title)],
                       suggested_fix=self.suggested_fix)

    @property
    def sink_quotes(self) -> list[Evidence]:
        """Its own first quote, then each other sink's of its flow (merged views' sites): the code that shows the
        defect is still there while any of them is."""
        return [*self.evidence[:1], *(view.site for view in self.merged if view.site)]

    @property
    def fingerprints(self) -> list[str]:
        """Its own fingerprint, then every merged finding's: all name this one defect."""
        return [self.fingerprint, *(view.fingerprint for view in self.merged)]

    def front_matter(self) -> dict:
        """The YAML-ready front matter: every field that is not part of the body."""
        data = self.model_dump(mode="json", exclude=set(BODY_FIELDS))
        for optional in ("history", "merged"):
            if not data[optional]:
                del data[optional]  # a ticket without them keeps the front matter it always had
        return data


class LedgerEntry(Contract):
    """A finding that did not become a ticket, and why; not argued again while its code is unchanged."""

    fingerprint: str = Field(pattern=FINGERPRINT_PATTERN)
    code_digest: str
    outcome: LedgerOutcome
    reason: str
    finding: Finding
    raised_by: AgentIdentity
    judged_by: AgentIdentity | None = None
    evidence: list[Evidence] = Field(default_factory=list)
    run_id: str
    commit: str
    time: datetime


class RunContext(Contract):
    """The run that is applying its confirmed findings to the backlog."""

    run_id: str
    commit: str
    time: datetime
    repo_name: str

    @property
    def sighting(self) -> Sighting:
        return Sighting(commit=self.commit, time=self.time, run_id=self.run_id)


class BacklogChange(Contract):
    """How one run changed the backlog; corrupt files are (path, one-line reason) and untouched."""

    new: list[Ticket] = Field(default_factory=list)
    persisting: list[Ticket] = Field(default_factory=list)
    resolved: list[Ticket] = Field(default_factory=list)
    reopened: list[Ticket] = Field(default_factory=list)
    corrupt: list[tuple[str, str]] = Field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {name: len(getattr(self, name)) for name in ("new", "persisting", "resolved", "reopened", "corrupt")}
