"""The contracts of a fix: the writer's and the critic's turns, gate results, commands and test runs.

A writer turn and a critic turn are validated locally whatever the provider claims. The
orchestrator never trusts a writer's list of changed files (it asks git) nor a critic's
word that it changed nothing (it checks the worktree).
"""

from __future__ import annotations

import re
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
    # Let through only because a person accepted it untested (--allow-untested): never shown as "passed".
    untested: bool = False

    @property
    def mark(self) -> str:
        return "untested" if self.untested else "passed" if self.passed else "FAILED"

    def line(self) -> str:
        return f"{self.name}: {self.mark}" + (f" ({'; '.join(self.details)})" if self.details else "")


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

    def problem(self) -> str | None:
        """Why this run is no evidence that tests ran (it errored, collected nothing, could not start); else None."""
        ran = self.count("passed") + self.count("failed")
        if self.per_test:
            if ran:
                return None
            if self.count("error"):
                return f"errored before any test ran ({self.count('error')} error(s)): {self.cause()}"
            skipped = f" ({self.count('skipped')} skipped)" if self.count("skipped") else ""
            return f"collected no test that ran{skipped}"
        if _NOTHING_RAN.search(self.output_tail) or self.exit_code == PYTEST_NO_TESTS:
            return "collected no tests"
        if self.exit_code in CANNOT_START or _RUNNER_MISSING.search(self.output_tail):
            return f"could not start (exit {self.exit_code}): {self.cause()}"
        if self.exit_code != 0:
            return f"exited {self.exit_code} with no per-test results: {self.cause()}"
        return None

    def cause(self) -> str:
        """The line of the output most likely to say why the run failed."""
        lines = [line.strip() for line in self.output_tail.splitlines() if line.strip()]
        for pattern in _CAUSES:
            for line in lines:
                if pattern.search(line):
                    return line.removeprefix("E ").strip()[:300]
        return lines[-1][:300] if lines else "the command printed nothing"

    def tail(self, lines: int = 15) -> str:
        return "\n".join(self.output_tail.rstrip().splitlines()[-lines:])

    def as_dict(self) -> dict:
        return {"command": self.command, "exit_code": self.exit_code, "seconds": round(self.seconds, 3),
                "counts": {o: self.count(o) for o in OUTCOMES}, "outcomes": self.outcomes,
                "problem": self.problem(), "output_tail": self.output_tail}


# pytest's exit code for "no tests collected"; the shell's for "cannot execute" and "not found".
PYTEST_NO_TESTS = 5
CANNOT_START = (126, 127)
_RUNNER_MISSING = re.compile(r"No module named '?(pytest|tox|nox)'?\s*$|command not found|Failed to spawn|cannot start",
                             re.MULTILINE)
_NOTHING_RAN = re.compile(r"^(Ran 0 tests in|NO TESTS RAN|collected 0 items|no tests ran in)", re.MULTILINE)
# Most telling first: a missing module or program, then any exception line, then a runner's own error.
_CAUSES = (
    re.compile(r"No module named|ModuleNotFoundError|command not found|Failed to spawn|No such file or directory"),
    re.compile(r"\b[A-Z]\w*(Error|Exception): "),
    re.compile(r"^(ERROR|error|make: \*\*\*)"),
)


def regressions(baseline: TestRun, after: TestRun) -> list[str]:
    """Why AFTER is worse than BASELINE, or why BASELINE proves nothing: a baseline that is no evidence, a
    baseline-passing test that no longer passes, a new test that fails, tests that stopped running."""
    unusable = baseline.problem()
    if unusable:
        return [f"no evidence: the baseline {unusable}"]
    if not baseline.per_test:  # whole-suite evidence: the exit codes are all there is
        if after.exit_code != 0:
            return [f"the test command passed at baseline and now exits {after.exit_code}: {after.cause()}"]
        problem = after.problem()
        return [f"after the change the tests {problem}"] if problem else []
    problem = after.problem()
    if problem:
        return [f"after the change the tests {problem}"]
    if not after.per_test:
        return [f"the test command gave no per-test results after the change (exit {after.exit_code})"]
    problems = []
    for test_id in sorted(baseline.passed_ids()):
        outcome = after.outcomes.get(test_id)
        if outcome != "passed":
            problems.append(f"{test_id} passed at baseline and is now {outcome or 'not run'}")
    for test_id in sorted(set(after.outcomes) - set(baseline.outcomes)):
        if after.outcomes[test_id] in ("failed", "error"):
            problems.append(f"{test_id} is new and {after.outcomes[test_id]}")
    return problems
