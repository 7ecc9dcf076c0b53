"""The fix flow's turn contracts and its writer/critic seam: what each role returns, and who plays it.

A writer turn and a critic turn are pydantic contracts, validated locally whatever the
provider claims. The orchestrator never trusts a writer's list of changed files (it asks
git) nor a critic's word that it changed nothing (it checks the worktree).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Literal, Protocol

from pydantic import Field, model_validator

from agent_providers.base import CodeView
from tickets.models import Contract, Finding, RelativePath
from tickets.records import Ticket
from twokey.errors import UsageError


class WriteOutcome(StrEnum):
    CHANGED = "changed"
    NO_MECHANICAL_FIX = "no_mechanical_fix"  # the writer knows no fix: a person is needed
    NO_CHANGE = "no_change"  # the writer cannot (or will not) address the feedback


class CriticVerdictKind(StrEnum):
    APPROVE = "approve"
    REQUEST_CHANGES = "request_changes"
    PATCH = "patch"


class WriteTurn(Contract):
    """What the writer did in the worktree this round, in its own words."""

    kind: Literal["write"] = "write"
    outcome: WriteOutcome
    summary: str = Field(min_length=1, max_length=2000)
    caveat: str = Field(default="", max_length=1000)
    files: list[RelativePath] = Field(default_factory=list, max_length=50)


class CriticTurn(Contract):
    """The critic's answer: approve, changes with blocking items, or a unified diff to seal."""

    kind: Literal["critique"] = "critique"
    verdict: CriticVerdictKind
    summary: str = Field(min_length=1, max_length=2000)
    blocking: list[str] = Field(default_factory=list, max_length=50)
    patch: str | None = Field(default=None, max_length=200_000)

    @model_validator(mode="after")
    def _consistent(self) -> CriticTurn:
        if self.verdict is CriticVerdictKind.REQUEST_CHANGES and not self.blocking:
            raise ValueError("request_changes needs at least one blocking item")
        if self.verdict is CriticVerdictKind.PATCH and not (self.patch or "").strip():
            raise ValueError("a patch verdict needs the patch as a unified diff")
        if self.verdict is CriticVerdictKind.APPROVE and (self.blocking or self.patch):
            raise ValueError("an approval cannot carry blocking items or a patch")
        return self


@dataclass(frozen=True)
class GateResult:
    name: str
    passed: bool
    details: tuple[str, ...] = ()

    def line(self) -> str:
        mark = "passed" if self.passed else "FAILED"
        return f"{self.name}: {mark}" + (f" ({'; '.join(self.details)})" if self.details else "")


@dataclass(frozen=True)
class CommandResult:
    command: str
    allowed: bool
    exit_code: int | None
    output: str
    reason: str = ""


RunCommand = Callable[[str], CommandResult]


@dataclass
class WriteTask:
    """What the writer gets: the ticket, the re-verified finding, its worktree, and the feedback."""

    ticket: Ticket
    finding: Finding
    worktree: Path
    round: int
    feedback: list[str] = field(default_factory=list)
    sealed_patches: list = field(default_factory=list)  # flows.fix_patches.SealedPatch, to verify and apply
    apply_sealed: Callable = lambda patch: None
    run_command: RunCommand = lambda command: CommandResult(command, False, None, "", "no runner")


@dataclass
class ReviewTask:
    """What the read-only critic gets: views of the code before and after, the diff, the evidence."""

    ticket: Ticket
    finding: Finding
    base: CodeView
    after: CodeView
    diff: str
    changed: list[str]
    write: WriteTurn
    gates: list[GateResult]
    evidence: dict = field(default_factory=dict)
    run_command: RunCommand = lambda command: CommandResult(command, False, None, "", "no runner")


class Writer(Protocol):
    name: str
    model: str

    def write(self, task: WriteTask) -> WriteTurn: ...


class Critic(Protocol):
    name: str
    model: str

    def review(self, task: ReviewTask) -> CriticTurn: ...


def _builtin_writer() -> Writer:
    from agent_providers.builtin.writer import BuiltinWriter

    return BuiltinWriter()


def _builtin_critic() -> Critic:
    from agent_providers.builtin.critic import BuiltinCritic

    return BuiltinCritic()


WRITERS: dict[str, Callable[[], Writer]] = {"builtin": _builtin_writer}
CRITICS: dict[str, Callable[[], Critic]] = {"builtin": _builtin_critic}


def register(role: Literal["writer", "critic"], name: str, factory: Callable[[], Writer | Critic]) -> None:
    """Make a writer or critic available by NAME (tests register their fakes through here too)."""
    (WRITERS if role == "writer" else CRITICS)[name] = factory


def unregister(role: Literal["writer", "critic"], name: str) -> None:
    (WRITERS if role == "writer" else CRITICS).pop(name, None)


def writer_for(spec: str) -> Writer:
    return _build(WRITERS, "writer", spec)


def critic_for(spec: str) -> Critic:
    return _build(CRITICS, "critic", spec)


def _build(table: dict, role: str, spec: str):
    factory = table.get(spec)
    if factory is None:
        raise UsageError(f"--{role} {spec!r} is unknown; available: {', '.join(sorted(table))}")
    return factory()

