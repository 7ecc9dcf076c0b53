"""The contracts of a fix: the writer's and the critic's turns, gate results, commands and test runs.

A writer turn and a critic turn are validated locally whatever the provider claims. The
orchestrator never trusts a writer's list of changed files (it asks git) nor a critic's
word that it changed nothing (it checks the worktree).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from pydantic import Field, model_validator

from tickets.models import Contract, RelativePath

JUNIT_PLACEHOLDER = "{junitxml}"
OUTCOMES = ("passed", "failed", "error", "skipped")


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




@dataclass
class TestRun:
    """One run of the test command: its exit code, and an outcome per test id when known."""

    __test__ = False  # not a pytest test class, despite the name

    command: str
    exit_code: int
    seconds: float
    outcomes: dict[str, str] = field(default_factory=dict)
    output_tail: str = ""

    @property
    def per_test(self) -> bool:
        return bool(self.outcomes)

    def count(self, outcome: str) -> int:
        return sum(1 for value in self.outcomes.values() if value == outcome)

    def passed_ids(self) -> set[str]:
        return {test_id for test_id, outcome in self.outcomes.items() if outcome == "passed"}

    def summary(self) -> str:
        if not self.per_test:
            return f"exit {self.exit_code}, no per-test results"
        counts = ", ".join(f"{self.count(o)} {o}" for o in OUTCOMES if self.count(o))
        return f"exit {self.exit_code}: {counts or 'no tests'}"

    def as_dict(self) -> dict:
        return {"command": self.command, "exit_code": self.exit_code, "seconds": round(self.seconds, 3),
                "counts": {o: self.count(o) for o in OUTCOMES}, "outcomes": self.outcomes}


def regressions(baseline: TestRun, after: TestRun) -> list[str]:
    """Why AFTER is worse than BASELINE; empty when no baseline-passing test fails."""
    if not baseline.per_test or not after.per_test:
        if baseline.exit_code == 0 and after.exit_code != 0:
            return [f"the test command passed at baseline and now exits {after.exit_code}"]
        if baseline.exit_code != 0 and not baseline.per_test:
            return [f"the baseline exits {baseline.exit_code} with no per-test results, so a regression cannot be "
                    f"ruled out; give a runner that writes JUnit XML ({JUNIT_PLACEHOLDER})"]
        if not after.per_test and baseline.per_test:
            return [f"the test command gave no per-test results after the change (exit {after.exit_code})"]
        return []
    problems = []
    for test_id in sorted(baseline.passed_ids()):
        outcome = after.outcomes.get(test_id)
        if outcome != "passed":
            problems.append(f"{test_id} passed at baseline and is now {outcome or 'not run'}")
    return problems
