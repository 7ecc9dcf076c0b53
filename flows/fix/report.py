"""What a fix run reports, and the questions it asks a person: its autonomy, approvals, and the report.

Plain data shared by the fix core, the close step and the Prefect glue; no logic beyond summaries.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from agent_providers.seam import Usage
from tickets.fix import CriticTurn, GateResult, TestRun, WriteTurn
from twokey.kernel.diffs import diff_stat
from twokey.kernel.errors import UsageError
from twokey.kernel.status import RunStatus


class Autonomy(StrEnum):
    AUTO = "auto"  # commit when the gates pass
    SEMI = "semi"  # ask a person first
    OBSERVE = "observe"  # write the diff and the evidence, commit nothing


@dataclass(frozen=True)
class ApprovalRequest:
    ticket_id: str
    title: str
    branch: str
    diff_summary: str
    gates: list[str]
    critic: str


@dataclass(frozen=True)
class ApprovalDecision:
    approved: bool | None  # None: nobody answered before the timeout
    reason: str = ""
    by: str = "unknown"


Approver = Callable[[ApprovalRequest], ApprovalDecision]


def no_approver(request: ApprovalRequest) -> ApprovalDecision:
    raise UsageError("--autonomy semi needs someone to approve: run through Prefect (without --no-prefect) or "
                     "from a terminal")


@dataclass
class FixReport:
    """Everything a summary, an artifact or an exit code needs about one fix run."""

    run_id: str
    ticket_id: str
    title: str
    repo: str
    base: str
    autonomy: str
    evidence_dir: Path  # diff, tests, gates and verdict are written here (flows.fix.close.write_evidence)
    status: RunStatus = RunStatus.DONE
    reason: str = ""
    branch: str | None = None
    commit: str | None = None
    diff: str = ""
    write: WriteTurn | None = None
    critic: CriticTurn | None = None
    gates: list[GateResult] = field(default_factory=list)
    baseline: TestRun | None = None
    after: TestRun | None = None
    rounds: int = 0
    positions: dict[str, str] = field(default_factory=dict)
    patches: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    approval: str = ""
    event_log: Path | None = None
    seconds: float = 0.0
    usage: Usage = field(default_factory=Usage)
    test_env: str = ""  # which test environment ran the tests, and why it was chosen

    @property
    def untested(self) -> bool:
        """A person let a gate through without test evidence (--allow-untested)."""
        return any(gate.untested for gate in self.gates)

    def failed_tests(self) -> TestRun | None:
        """The test run whose output explains a failure: the baseline or the last run after the change."""
        for run in (self.baseline, self.after):
            if run is not None and (run.problem() or (run is self.after and run.exit_code != 0)):
                return run
        return None

    @property
    def exit_code(self) -> int:
        return int(self.status.exit_code)

    def diff_stat(self) -> str:
        return diff_stat(self.diff)


