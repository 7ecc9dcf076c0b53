"""One fix from ticket to commit, without Prefect: re-verify, branch, baseline, write, gates, close.

The Prefect flow (`flows.prefect_glue.fix_flow`) is a thin wrapper that passes a task-making step
runner and an approver that pauses the flow run. Every input is checked before anything
is created; a run that does not end in a commit removes its worktree and branch, and the
user's working tree, current branch and default branch are never touched.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

import git
from pydantic import BaseModel

from agent_providers.registry import fix_roles
from agent_providers.seam import (
    InvalidOutput,
    Provider,
    ProviderError,
    Reply,
    ReviewEvidence,
    ReviewTask,
    SealedPatch,
    WriteTask,
    require_spend_consent,
)
from flows.audit.core import new_run_id
from flows.audit.protocol import StepRunner, run_directly, validate_turn
from flows.fix import policy as fix_policy
from flows.fix.close import close_ticket, fix_section, mark_obsolete, write_evidence
from flows.fix.gates import recheck, recheck_slots
from flows.fix.patches import PatchBook, PatchRefused, apply_sealed
from flows.fix.report import (
    ApprovalRequest,
    Approver,
    Autonomy,
    FixReport,
    no_approver,
)
from flows.fix.reverify import Reverified, reverify
from flows.fix.test_env import Repository, TestEnvironment, choose
from flows.fix.tests import run_tests
from flows.fix.worktree import (
    Workspace,
    choose_branch,
    create_workspace,
    default_branch,
    has_branch,
    merged_into,
    remove_workspace,
    writer_lock,
)
from tickets.fix import (
    CommandResult,
    CriticTurn,
    CriticVerdictKind,
    GateResult,
    TestRun,
    WriteOutcome,
    WriteTurn,
)
from tickets.gates import (
    Recheck,
    finding_gone_gate,
    scope_gate,
    tests_gate,
    weakening_gate,
)
from tickets.models import Finding, Slot, TicketStatus
from tickets.records import StatusChange, Ticket
from tickets.store import Backlog
from twokey.kernel.codeview import CodeView, WorktreeView
from twokey.kernel.diffs import patch_paths
from twokey.kernel.errors import UsageError
from twokey.kernel.events import Event, EventLog, process_identity
from twokey.kernel.paths import state_home
from twokey.kernel.settings import DEFAULT_SOURCE, Settings, load_settings
from twokey.kernel.snapshot import Snapshot, Target, open_target, tree_items
from twokey.kernel.status import RunStatus

T = TypeVar("T", bound=BaseModel)
Progress = Callable[[str], None]


@dataclass(frozen=True)
class FixRequest:
    """One fix: the ticket, the repository, and the effective settings (writer, critic, tests, autonomy...)."""

    ticket_id: str
    repo: Path = Path(".")
    settings: Settings = field(default_factory=Settings)
    # The re-check's raiser and refuter as the user named them; None: the providers recorded on the ticket.
    recheck_with: tuple[str, str] | None = None
    # Where each setting came from (config file, TWOKEY_*, a flag), to say why a test command was chosen.
    sources: Mapping[str, str] = field(default_factory=dict)

    @property
    def autonomy(self) -> Autonomy:
        return Autonomy(self.settings.autonomy)


def fix_request_for(ticket_id: str, repo: str | Path = ".",
                    overrides: BaseModel | Mapping[str, Any] | None = None) -> FixRequest:
    """The fix of TICKET_ID with REPO's effective settings: defaults, its config, TWOKEY_*, then OVERRIDES."""
    _, target = open_target(repo)
    resolved = load_settings(None if target.bare else target.root, overrides)
    named = all(resolved.sources.get(key, DEFAULT_SOURCE) != DEFAULT_SOURCE for key in ("agent_a", "agent_b"))
    settings = resolved.settings
    return FixRequest(ticket_id=ticket_id, repo=Path(repo), settings=settings,
                      recheck_with=(settings.agent_a, settings.agent_b) if named else None,
                      sources=dict(resolved.sources))


@dataclass
class _Prepared:
    repo: git.Repo
    target: Target
    backlog: Backlog
    ticket: Ticket
    test_env: TestEnvironment
    branch: str
    branch_note: str
    default: str
    writer: Provider
    critic: Provider
    recheckers: dict[Slot, Provider]  # the raiser and refuter that re-verify and re-check the finding


# --- pre-flight -------------------------------------------------------------------------------------

def prepare(request: FixRequest) -> _Prepared:
    """Every check that can fail on user input, before anything is created."""
    repo, target = open_target(request.repo)
    if target.bare:
        raise UsageError(f"repository {request.repo} is bare; a fix needs a repository with a working tree")
    backlog = Backlog(request.settings.backlog_dir(target.root))
    ticket = backlog.find(request.ticket_id).ticket
    default = default_branch(repo)
    if ticket.status is not TicketStatus.OPEN:
        raise UsageError(_not_open(repo, ticket, default))
    test_env = _test_environment(request, repo, target, default)
    # Bad specs fail here, before any change.
    writer, critic = fix_roles(request.settings.writer, request.settings.critic, request.settings)
    branch, note = choose_branch(repo, ticket.id, request.settings.on_existing_branch)
    recheckers = recheck_slots(ticket, request.recheck_with)
    require_spend_consent([writer, critic, *recheckers.values()], max_usd=request.settings.max_usd,
                          allowed=request.settings.allow_model_calls)
    return _Prepared(repo, target, backlog, ticket, test_env, branch, note, default, writer, critic, recheckers)


def _not_open(repo: git.Repo, ticket: Ticket, default: str) -> str:
    """Why TICKET is not fixed now, and what a person can do: merge, or reopen a fix whose branch is gone."""
    reopen = f"`twokey tickets set {ticket.id} open --reason \"...\"`"
    if ticket.status is not TicketStatus.IN_PROGRESS:
        return (f"ticket {ticket.id} is {ticket.status.value}, not open; only open tickets are fixed (reopen it with "
                f"{reopen}); nothing was changed")
    short = (ticket.commit or "?")[:8]
    if has_branch(repo, ticket.branch):
        return (f"ticket {ticket.id} is in-progress: its fix is on branch {ticket.branch} (commit {short}), not merged "
                f"into {default}; merge it (the next `twokey fix {ticket.id}` then marks the ticket fixed), or delete "
                f"the branch and reopen the ticket with {reopen}; nothing was changed")
    return (f"ticket {ticket.id} is in-progress, but its fix branch {ticket.branch or '(none recorded)'} is gone and "
            f"commit {short} is not in {default}: the fix was dropped, not merged; reopen the ticket with "
            f"`twokey tickets set {ticket.id} open --reason \"fix branch deleted\"` and fix it again; nothing was "
            "changed")


def settle_merged(request: FixRequest) -> str | None:
    """An in-progress ticket whose fix commit is in the default branch becomes fixed; say so, or return None."""
    repo, target = open_target(request.repo)
    if target.bare:
        return None
    backlog = Backlog(request.settings.backlog_dir(target.root))
    ticket = backlog.find(request.ticket_id).ticket
    default = default_branch(repo)
    if ticket.status is not TicketStatus.IN_PROGRESS or not merged_into(repo, ticket.commit, default):
        return None
    reason = f"its fix commit {(ticket.commit or '')[:8]} (branch {ticket.branch}) is merged into {default}"
    change = StatusChange(time=datetime.now(UTC), by="twokey fix", previous=ticket.status,
                          status=TicketStatus.FIXED, reason=reason)
    backlog.set_status(ticket.id, change)
    return f"ticket {ticket.id} is now fixed: {reason}; nothing to fix"


def _test_environment(request: FixRequest, repo: git.Repo, target: Target, default: str) -> TestEnvironment:
    """The configured or detected test command, checked against the command policy and PATH."""
    commit = repo.commit(target.commit)
    paths = frozenset(str(item.path) for item in tree_items(commit.tree))

    def read(path: str) -> str | None:
        try:
            return repo.git.show(f"{target.commit}:{path}")
        except git.GitCommandError:
            return None

    chosen = choose(Repository(target.root, paths, read), request.settings.test_command,
                    request.sources.get("test_command", "the request"))
    command = chosen.command
    decision = fix_policy.check(command, default)
    if not decision.allowed:
        raise UsageError(f"test command {command!r} is refused by the command policy ({decision.rule}: "
                         f"{decision.reason}); pass a test runner with --test-cmd")
    program = fix_policy.parse(command).argv[0]
    if shutil.which(program) is None and not Path(program).is_file():
        raise UsageError(f"test command {command!r}: {program!r} is not installed or not on PATH; "
                         "pass an installed runner with --test-cmd")
    return chosen


# --- the run ----------------------------------------------------------------------------------------

def run_fix(request: FixRequest, *, step: StepRunner = run_directly, approve: Approver = no_approver,
            progress: Progress = lambda message: None) -> FixReport:
    """Run one fix end to end. Raises TwokeyError on bad input, before anything was created."""
    clock = time.monotonic()
    settled = settle_merged(request)
    if settled is not None:
        return _settled_report(request, settled)
    prepared = prepare(request)
    run_id = new_run_id(prepared.target, datetime.now(UTC))
    events = EventLog(run_id)
    report = FixReport(run_id=run_id, ticket_id=prepared.ticket.id, title=prepared.ticket.title,
                       repo=prepared.target.name, base=prepared.target.commit, autonomy=request.autonomy.value,
                       event_log=events.path, evidence_dir=state_home() / "fix" / run_id)
    if prepared.branch_note:
        report.notes.append(prepared.branch_note)
        progress(prepared.branch_note)
    if prepared.repo.is_dirty(untracked_files=False):
        report.notes.append(f"uncommitted changes in {prepared.target.root} are not part of the fix and stay "
                            f"untouched; the worktree starts from HEAD {prepared.target.short}")
    report.test_env = prepared.test_env.line()
    progress(f"tests run with {report.test_env}")
    events.append(Event.RUN_STARTED, kind="fix", ticket=prepared.ticket.id, repo=prepared.target.name,
                  commit=prepared.target.commit, autonomy=request.autonomy.value, test_cmd=prepared.test_env.command,
                  test_env=prepared.test_env.kind, test_env_why=prepared.test_env.why,
                  test_env_passed_over=list(prepared.test_env.passed_over),
                  allow_untested=request.settings.allow_untested,
                  writer=request.settings.writer, critic=request.settings.critic, **process_identity())
    with writer_lock(prepared.repo, f"ticket {prepared.ticket.id}, run {run_id}"):
        _Run(request, prepared, report, events, step, approve, progress).run()
    report.seconds = time.monotonic() - clock
    events.append(Event.RUN_FINISHED, status=report.status.value, reason=report.reason,
                  commit=report.commit, seconds=round(report.seconds, 3))
    return report


def _settled_report(request: FixRequest, reason: str) -> FixReport:
    _, target = open_target(request.repo)
    run_id = new_run_id(target, datetime.now(UTC))
    events = EventLog(run_id)
    events.append(Event.RUN_STARTED, kind="fix", ticket=request.ticket_id, repo=target.name, commit=target.commit)
    events.append(Event.TICKET_WRITTEN, ticket=request.ticket_id, change="merged", status=TicketStatus.FIXED.value)
    events.append(Event.RUN_FINISHED, status=RunStatus.DONE.value, reason=reason)
    return FixReport(run_id=run_id, ticket_id=request.ticket_id, title="", repo=target.name, base=target.commit,
                     autonomy=request.autonomy.value, reason=reason, event_log=events.path,
                     evidence_dir=state_home() / "fix" / run_id)


class _Run:
    """The steps of one fix, holding the writer lock. Each step is a small method."""

    def __init__(self, request: FixRequest, prepared: _Prepared, report: FixReport, events: EventLog,
                 step: StepRunner, approve: Approver, progress: Progress) -> None:
        self.request, self.prepared, self.report, self.events = request, prepared, report, events
        self.step, self.approve, self.progress = step, approve, progress
        self.ticket = prepared.ticket
        self.patches = PatchBook(report.evidence_dir / "patches")
        self.agreed: list[str] = []
        self._before: dict[tuple[str, ...], Recheck] = {}

    def run(self) -> None:
        snapshot = Snapshot(self.prepared.repo, self.prepared.target)
        verified: Reverified = self.step("reverify finding", reverify, self.ticket, snapshot,
                                         self.prepared.recheckers)
        self.events.append(Event.FINDING_REVERIFIED, ticket=self.ticket.id, outcome=verified.outcome,
                           reason=verified.reason)
        if verified.outcome != "present" or verified.finding is None:  # "present" always carries the finding
            self._not_present(verified)
            return
        finding = verified.finding
        self.progress(f"{self.ticket.id} reproduces at {self.prepared.target.short}: {finding.primary}")
        self.base_view: CodeView = snapshot
        workspace = create_workspace(self.prepared.repo, self.prepared.branch, self.prepared.target.commit,
                                     f"{self.prepared.target.name}-{self.ticket.id}-{self.report.run_id[-4:]}")
        self.events.append(Event.WORKTREE_CREATED, path=str(workspace.path), branch=workspace.branch)
        try:
            self._in_workspace(workspace, finding)
        finally:
            self._finish(workspace)

    # -- outcomes without a worktree ---------------------------------------------------------------
    def _not_present(self, verified: Reverified) -> None:
        if verified.outcome == "gone":
            mark_obsolete(self.prepared.backlog, self.ticket, verified.reason, self.report.run_id)
            self.events.append(Event.TICKET_RESOLVED, ticket=self.ticket.id, fingerprint=self.ticket.fingerprint)
            self._end(RunStatus.DONE, f"ticket {self.ticket.id} is now obsolete: {verified.reason}; nothing to fix")
        else:
            self._end(RunStatus.BLOCKED, verified.reason)

    def _end(self, status: RunStatus, reason: str) -> None:
        self.report.status, self.report.reason = status, reason

    # -- the worktree part -------------------------------------------------------------------------
    def _in_workspace(self, workspace: Workspace, finding: Finding) -> None:
        self.workspace, self.finding = workspace, finding
        self.report.branch = workspace.branch
        self.report.baseline = self.step("baseline tests", self._tests, "baseline")
        workspace.note_debris()
        if not self._baseline_is_evidence(self.report.baseline):
            return
        if not self._converge():
            return
        if self.patches.unapplied():
            numbers = ", ".join(str(p.number) for p in self.patches.unapplied())
            self._end(RunStatus.BLOCKED, f"sealed patch {numbers} was never applied; an unapplied patch blocks closing")
            return
        self._decide_and_close()

    def _tests(self, phase: str) -> TestRun:
        junit = self.report.evidence_dir / f"junit-{phase}.xml"
        junit.parent.mkdir(parents=True, exist_ok=True)
        result = run_tests(self.prepared.test_env.command, self.workspace.path, junit,
                           self.request.settings.test_timeout, phase)
        problem = result.problem()
        self.events.append(Event.TESTS_FINISHED, phase=phase, exit_code=result.exit_code, summary=result.summary(),
                           seconds=round(result.seconds, 3), problem=problem)
        self.progress(f"tests at {phase}: {result.summary()}" + (f"; {problem}" if problem else ""))
        return result

    def _baseline_is_evidence(self, baseline: TestRun) -> bool:
        """A baseline that errors, collects nothing or cannot start blocks the fix, unless a person accepted it."""
        problem = baseline.problem()
        if problem is None:
            return True
        if self.request.settings.allow_untested:
            self.report.notes.append(f"the baseline tests {problem}; accepted with --allow-untested, so this fix "
                                     "is untested")
            return True
        gate = GateResult("tests", False, (f"no evidence: the baseline {problem}",))
        self.report.gates = [gate]
        self.events.append(Event.GATE_FAILED, gate=gate.name, round=0, details=list(gate.details))
        env = self.prepared.test_env
        self._end(RunStatus.BLOCKED, f"the tests cannot serve as evidence: at baseline they {problem}. Make them "
                                     f"run in the chosen environment ({env.kind}), set test_command, or accept an "
                                     "untested fix with --allow-untested; nothing was committed")
        return False

    def _converge(self) -> bool:
        """Writer and critic rounds until the critic approves and every gate passes; False if blocked."""
        feedback: list[str] = []
        pending: list[SealedPatch] = []
        for number in range(1, self.request.settings.max_rounds + 1):
            self.report.rounds = number
            turn = self.step(f"write round {number}", self._write, number, feedback, pending)
            if turn is None:
                return False
            if turn.outcome is not WriteOutcome.CHANGED:
                return self._writer_stopped(turn, feedback)
            review = self._evaluate_and_review(number, turn)
            if review is None:
                return False
            feedback, pending = self._next_round(review)
            if not feedback and not pending:
                return True
        self.report.positions = {"writer": self.report.write.summary if self.report.write else "",
                                 "critic": "; ".join(feedback) or "sealed a patch in the last round"}
        self._end(RunStatus.BLOCKED,
                  f"writer and critic did not converge in {self.request.settings.max_rounds} round(s); "
                  f"the critic's last position: {self.report.positions['critic']}")
        return False

    def _write(self, number: int, feedback: list[str], pending: list[SealedPatch]) -> WriteTurn | None:
        writer = self.prepared.writer
        self.events.append(Event.CLAIMED, slot="agent_a", role="writer", round=number, provider=writer.name)
        task = WriteTask(ticket=self.ticket, finding=self.finding, worktree=self.workspace.path, round=number,
                         feedback=tuple(feedback), sealed_patches=tuple(pending), apply_sealed=self._apply_sealed,
                         run_command=self._run_command, budget_usd=self._budget_left())
        turn = self._turn("agent_a", "write", WriteTurn, lambda repair: writer.write(replace(task, repair=repair)))
        if turn is not None:
            self.events.append(Event.TURN_ACCEPTED, slot="agent_a", action="write", outcome=turn.outcome.value,
                               summary=turn.summary)
            self.report.write = turn
        return turn

    def _turn(self, slot: str, action: str, kind: type[T], call: Callable[[str], Reply]) -> T | None:
        """One turn with one repair request. A provider failure that needs a person ends the run with its status."""
        who = "writer" if action == "write" else "critic"
        reason = ""
        for attempt in (1, 2):
            self.events.append(Event.SUBMITTED, slot=slot, action=action, attempt=attempt)
            try:
                reply = call(reason)
                self.report.usage += reply.usage
                return validate_turn(kind, reply.turn)
            except PatchRefused as refused:
                self._end(RunStatus.BLOCKED, str(refused))
                return None
            except ProviderError as error:
                self.report.usage += error.usage
                if not isinstance(error, InvalidOutput):
                    self.events.append(Event.PROVIDER_FAILED, slot=slot, action=action, status=error.status.value,
                                       reason=_one_line(error))
                    self._end(error.status, f"the {who} could not answer: {error}")
                    return None
                reason = _one_line(error)
            except Exception as error:  # a crashed or malformed turn is not a turn: fail closed
                reason = _one_line(error)
            self.events.append(Event.TURN_REJECTED, slot=slot, action=action, attempt=attempt, reason=reason)
        self._end(RunStatus.BLOCKED, f"the {who}'s turn was rejected: {reason}")
        return None

    def _budget_left(self) -> float | None:
        """What the spend ceiling leaves: a CLI writer or critic that can bound its own spend is told."""
        limit = self.request.settings.max_usd
        return None if limit is None else max(limit - self.report.usage.usd, 0.0)

    def _writer_stopped(self, turn: WriteTurn, feedback: list[str]) -> bool:
        if turn.outcome is WriteOutcome.NO_MECHANICAL_FIX:
            self._end(RunStatus.BLOCKED, f"the writer has no mechanical fix ({turn.summary})")
        else:
            self.report.positions = {"writer": turn.summary, "critic": "; ".join(feedback)}
            self._end(RunStatus.BLOCKED, f"writer and critic did not converge: the critic asks for "
                                         f"{'; '.join(feedback)}; the writer answers: {turn.summary}")
        return False

    def _apply_sealed(self, patch: SealedPatch) -> None:
        try:
            apply_sealed(self.patches, patch, self.workspace.path)
        except PatchRefused as refused:
            self.events.append(Event.PATCH_REFUSED, number=patch.number, sha256=patch.sha256, reason=str(refused))
            raise
        self.events.append(Event.PATCH_APPLIED, number=patch.number, sha256=patch.sha256)

    def _run_command(self, command: str) -> CommandResult:
        decision = fix_policy.check(command, self.prepared.default)
        if not decision.allowed:
            self.events.append(Event.COMMAND_REFUSED, command=command, rule=decision.rule, reason=decision.reason)
            return CommandResult(command, False, None, "", f"{decision.rule}: {decision.reason}")
        argv = list(fix_policy.parse(command).argv)
        try:
            done = subprocess.run(argv, cwd=self.workspace.path, capture_output=True, text=True,
                                  timeout=self.request.settings.test_timeout, stdin=subprocess.DEVNULL)
        except (OSError, subprocess.TimeoutExpired) as error:
            self.events.append(Event.COMMAND_EXECUTED, command=command, rule=decision.rule, exit_code=None)
            return CommandResult(command, True, None, "", _one_line(error))
        self.events.append(Event.COMMAND_EXECUTED, command=command, rule=decision.rule, exit_code=done.returncode)
        return CommandResult(command, True, done.returncode, (done.stdout + done.stderr)[-4000:])

    # -- gates and the critic ----------------------------------------------------------------------
    def _evaluate_and_review(self, number: int, turn: WriteTurn) -> CriticTurn | None:
        changed = self.workspace.changed_paths()
        diff = self.workspace.diff(changed)
        self.report.diff = diff
        if not changed:
            self._end(RunStatus.BLOCKED, f"the writer says it changed files ({turn.summary}) but git sees no change")
            return None
        self.report.after = self.step(f"tests round {number}", self._tests, f"round-{number}")
        gates = self.step(f"gates round {number}", self._gates, changed, diff)
        self.report.gates = gates
        for gate in gates:
            self.events.append(Event.GATE_PASSED if gate.passed else Event.GATE_FAILED, gate=gate.name,
                               round=number, details=list(gate.details))
        fingerprint_before = (tuple(changed), diff)
        review = self.step(f"review round {number}", self._review, changed, diff, turn, gates)
        if (tuple(self.workspace.changed_paths()), self.workspace.diff()) != fingerprint_before:
            self._end(RunStatus.BLOCKED, "the critic changed the worktree; the critic is read-only, so the run stops")
            return None
        return review

    def _gates(self, changed: list[str], diff: str) -> list[GateResult]:
        after_view = WorktreeView(self.workspace.path, changed)
        files = [(path, self.workspace.read_base(path), _read(self.workspace.path / path)) for path in changed]
        python = [path for path in changed if path.endswith(".py")]
        before = self._recheck_before(python)
        after = recheck(after_view, [p for p in python if after_view.exists(p)],
                        EventLog(f"{self.report.run_id}-recheck", self.events.path.parent), self.prepared.recheckers)
        return [scope_gate(changed, self.ticket, self.agreed, self._backlog_prefix()), weakening_gate(files),
                tests_gate(self.report.baseline, self.report.after, self.request.settings.allow_untested),
                finding_gone_gate(self.ticket, before, after, diff)]

    def _backlog_prefix(self) -> str | None:
        return _relative_prefix(self.prepared.backlog.directory, self.prepared.target.root)

    def _recheck_before(self, python: list[str]) -> Recheck:
        key = tuple(python)
        if key not in self._before:
            present = [p for p in python if self.base_view.exists(p)]
            self._before[key] = recheck(self.base_view, present,
                                        EventLog(f"{self.report.run_id}-recheck-base", self.events.path.parent),
                                        self.prepared.recheckers)
        return self._before[key]

    def _review(self, changed: list[str], diff: str, turn: WriteTurn, gates: list[GateResult]) -> CriticTurn | None:
        critic = self.prepared.critic
        self.events.append(Event.CLAIMED, slot="agent_b", role="critic", provider=critic.name)
        evidence = ReviewEvidence(baseline=self.report.baseline, after=self.report.after, agreed=tuple(self.agreed),
                                  backlog_prefix=self._backlog_prefix(),
                                  allow_untested=self.request.settings.allow_untested)
        task = ReviewTask(ticket=self.ticket, finding=self.finding, base=self.base_view,
                          after=WorktreeView(self.workspace.path, changed), diff=diff, changed=tuple(changed),
                          write=turn, gates=tuple(gates), evidence=evidence, run_command=self._run_command,
                          budget_usd=self._budget_left())
        review = self._turn("agent_b", "review", CriticTurn, lambda repair: critic.review(replace(task, repair=repair)))
        if review is not None:
            self.events.append(Event.TURN_ACCEPTED, slot="agent_b", action="review", verdict=review.verdict.value,
                               summary=review.summary, blocking=review.blocking)
            self.report.critic = review
        return review

    def _next_round(self, review: CriticTurn) -> tuple[list[str], list[SealedPatch]]:
        if review.verdict is CriticVerdictKind.PATCH:
            patch = self.patches.seal(review.patch or "", author=f"critic:{self.request.settings.critic}")
            self.events.append(Event.PATCH_SEALED, number=patch.number, sha256=patch.sha256, path=str(patch.path))
            self.report.patches.append(f"patch {patch.number} sha256 {patch.sha256}")
            self.agreed += [p for p in patch_paths(review.patch or "") if p not in self.agreed]
            return [], [patch]
        if review.verdict is CriticVerdictKind.REQUEST_CHANGES:
            return list(review.blocking), []
        failing = [f"{gate.name}: {detail}" for gate in self.report.gates if not gate.passed
                   for detail in gate.details or ("failed",)]
        return failing, []  # an approval never overrides a failing gate

    # -- deciding and closing ------------------------------------------------------------------------
    def _decide_and_close(self) -> None:
        autonomy = self.request.autonomy
        if autonomy is Autonomy.OBSERVE:
            self._end(RunStatus.DONE, "observe: the diff and the evidence are written; nothing was committed")
            return
        if autonomy is Autonomy.SEMI and not self._approved():
            return
        message = _commit_message(self.ticket, self.report)
        commit = self.step("commit", self.workspace.commit, message, self.workspace.changed_paths())
        self.report.commit = commit
        self.events.append(Event.COMMITTED, branch=self.workspace.branch, commit=commit, ticket=self.ticket.id)
        self._end(RunStatus.DONE, f"committed {commit[:8]} on {self.workspace.branch}")

    def _approved(self) -> bool:
        request = ApprovalRequest(ticket_id=self.ticket.id, title=self.ticket.title, branch=self.workspace.branch,
                                  diff_summary=self.report.diff_stat(), gates=[g.line() for g in self.report.gates],
                                  critic=f"{self.report.critic.verdict.value}: {self.report.critic.summary}"
                                  if self.report.critic else "none")
        self.events.append(Event.APPROVAL_REQUESTED, ticket=self.ticket.id, branch=self.workspace.branch)
        decision = self.approve(request)
        self.events.append(Event.APPROVAL_RECEIVED, approved=decision.approved, reason=decision.reason, by=decision.by)
        if decision.approved is None:
            self.report.approval = "no answer before the timeout"
            self._end(RunStatus.STOPPED, "nobody approved or rejected the fix before the approval timeout; nothing "
                                         "was committed (the diff is kept as evidence)")
            return False
        if not decision.approved:
            self.report.approval = f"rejected by {decision.by}: {decision.reason or 'no reason given'}"
            self._end(RunStatus.BLOCKED, f"{self.report.approval}; nothing was committed")
            return False
        self.report.approval = f"approved by {decision.by}" + (f": {decision.reason}" if decision.reason else "")
        return True

    def _finish(self, workspace: Workspace) -> None:
        """Evidence, the ticket's Fix section, and the worktree removed (the branch only if uncommitted)."""
        try:
            self.report.evidence_dir.mkdir(parents=True, exist_ok=True)
            write_evidence(self.report)
            self.events.append(Event.EVIDENCE_WRITTEN, folder=str(self.report.evidence_dir))
            if self.report.reason and self.request.autonomy is not Autonomy.OBSERVE:
                close_ticket(self.prepared.backlog, self.ticket, self.report, fix_section(self.report))
                self.events.append(Event.TICKET_WRITTEN, ticket=self.ticket.id, change="fix",
                                   status="in-progress" if self.report.commit else self.ticket.status.value)
        finally:
            remove_workspace(workspace)
            self.events.append(Event.WORKTREE_REMOVED, path=str(workspace.path),
                               branch_kept=workspace.committed is not None)
            if workspace.committed is None:
                self.report.branch = None  # removed with the worktree: nothing was committed on it


def _one_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0]}" if text else type(error).__name__


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _relative_prefix(directory: Path, root: Path) -> str | None:
    try:
        return directory.resolve().relative_to(root.resolve()).as_posix() + "/"
    except ValueError:
        return None


def _commit_message(ticket: Ticket, report: FixReport) -> str:
    lines = [f"Fix {ticket.id}: {ticket.title}"[:72], "", report.write.summary if report.write else "", ""]
    measured = (f"baseline {report.baseline.summary() if report.baseline else '-'}; "
                f"after {report.after.summary() if report.after else '-'}")
    lines.append(f"Gates passed: {', '.join(g.name for g in report.gates if g.passed and not g.untested)}.")
    lines += [f"UNTESTED ({g.name} gate): {g.details[0]}." for g in report.gates if g.untested]
    lines += [f"Critic: {report.critic.verdict.value if report.critic else 'none'}.",
              f"Tests: {'untested, ' if report.untested else ''}{measured}.",
              f"Test environment: {report.test_env}."]
    if report.approval:
        lines.append(f"Approval: {report.approval}.")
    lines += ["", f"Ticket: {ticket.id}", f"Fingerprint: {ticket.fingerprint}", f"Twokey-Run: {report.run_id}"]
    return "\n".join(lines) + "\n"

