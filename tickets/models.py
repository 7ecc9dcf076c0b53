"""The contracts every slot, the orchestrator and the backlog agree on.

These pydantic models are the schema of an agent turn and of a ticket. Nothing that
fails to validate against them may move run state: a partial or malformed turn is not a
turn. The constants double as the schema (closed enums, frozen models).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from twokey.kernel.coverage import SkipKind


def _relative_path(value: str) -> str:
    parts = value.split("/")
    if value.startswith("/") or "\\" in value or ".." in parts or "" in parts:
        raise ValueError(f"{value!r} is not a clean repository-relative path")
    return value


RelativePath = Annotated[str, Field(min_length=1, max_length=1000), AfterValidator(_relative_path)]


class Contract(BaseModel):
    """Base for every contract: unknown fields are an error, instances are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Slot(StrEnum):
    """Who is acting. Fixed for the life of a run."""

    AGENT_A = "agent_a"
    AGENT_B = "agent_b"

    @property
    def other(self) -> Slot:
        return Slot.AGENT_B if self is Slot.AGENT_A else Slot.AGENT_A


class Role(StrEnum):
    """What a slot may do. Audits use raiser/refuter; fixes use writer/critic."""

    RAISER = "raiser"
    REFUTER = "refuter"
    WRITER = "writer"
    CRITIC = "critic"


class Severity(StrEnum):
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"
    CRITICAL = "critical"

    @property
    def rank(self) -> int:
        return list(Severity).index(self)


class VerdictKind(StrEnum):
    """A refuter's answer. Anything missing or unparseable is UNCERTAIN (fail closed)."""

    CONFIRMED = "confirmed"
    REFUTED = "refuted"
    UNCERTAIN = "uncertain"


class TicketStatus(StrEnum):
    OPEN = "open"
    IN_PROGRESS = "in-progress"
    FIXED = "fixed"
    OBSOLETE = "obsolete"
    WONTFIX = "wontfix"


class Evidence(Contract):
    """A quote of the code at a cited place. The orchestrator checks it against the snapshot."""

    path: RelativePath
    start_line: int = Field(ge=1)
    end_line: int = Field(ge=1)
    quote: str = Field(min_length=1, max_length=4000)
    note: str = Field(default="", max_length=1000)

    @field_validator("end_line")
    @classmethod
    def _end_not_before_start(cls, end: int, info) -> int:
        start = info.data.get("start_line")
        if start is not None and end < start:
            raise ValueError(f"end_line {end} is before start_line {start}")
        return end

    @property
    def lines(self) -> str:
        return f"{self.start_line}-{self.end_line}"


# The most places one finding names: a ticket for one flow names each of its sinks (tickets.defects.one_flow).
MAX_LOCATIONS = 100


class Location(Contract):
    path: RelativePath
    start_line: int = Field(ge=1)
    end_line: int = Field(ge=1)

    def __str__(self) -> str:
        return f"{self.path}:{self.start_line}-{self.end_line}"


class Finding(Contract):
    """One claim raised by a raiser. `category` names the defect class across analysers."""

    rule_id: str = Field(min_length=1, max_length=100)
    category: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=60)
    title: str = Field(min_length=1, max_length=200)
    lens: str = Field(default="security", pattern=r"^[a-z][a-z-]*$", max_length=40)
    severity: Severity
    cwe: int | None = Field(default=None, ge=1)
    locations: list[Location] = Field(min_length=1, max_length=MAX_LOCATIONS)
    symbol: str = Field(default="<module>", max_length=300)
    claim: str = Field(min_length=1, max_length=2000)
    evidence: list[Evidence] = Field(min_length=1, max_length=20)
    suggested_fix: str | None = Field(default=None, max_length=2000)

    @property
    def primary(self) -> Location:
        return self.locations[0]


class Verdict(Contract):
    """A refuter's answer to one finding, identified by the finding's fingerprint."""

    fingerprint: str = Field(pattern=r"^[0-9a-f]{16}$")
    verdict: VerdictKind
    reason: str = Field(min_length=1, max_length=2000)
    evidence: list[Evidence] = Field(default_factory=list, max_length=20)


class SkippedPath(Contract):
    """A file a raiser was given and could not analyse, and why. A bare "path: reason" string is accepted."""

    path: RelativePath
    kind: SkipKind = SkipKind.NOT_ANALYSED
    reason: str = Field(default="not analysed", min_length=1, max_length=1000)

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, value):
        if isinstance(value, str):
            path, _, reason = value.partition(": ")
            return {"path": path.strip(), "reason": reason.strip() or "not analysed"}
        return value


class RaiseTurn(Contract):
    """The turn contract for a raiser: every finding it raises, in one validated object.

    `skipped` lists the given files it could not analyse; `parsed_with` names, for each file it
    read by a means other than the running interpreter's own `ast`, that means (see
    twokey.kernel.pysource). A file neither skipped nor findable here was read as it is."""

    kind: Literal["raise"] = "raise"
    findings: list[Finding] = Field(default_factory=list)
    skipped: list[SkippedPath] = Field(default_factory=list)
    parsed_with: dict[str, str] = Field(default_factory=dict)


class RefuteTurn(Contract):
    """The turn contract for a refuter: one verdict per finding it was shown."""

    kind: Literal["refute"] = "refute"
    verdicts: list[Verdict] = Field(default_factory=list)


class AgentIdentity(Contract):
    """Which slot acted, through which provider and model, with which prompt version."""

    slot: Slot
    provider: str
    model: str
    prompt_version: str = ""
