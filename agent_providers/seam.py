"""The one provider seam: what a raiser, refuter, writer or critic is given, and what it answers.

A provider fills any subset of the four roles. It reads code only through the views it is
handed, and it never moves run state: the orchestrator validates every turn again and checks
every quote against the code. Usage travels with every reply, so cost is never a constant,
and a provider failure is an error whose run status is one of SPEC's.
"""

from __future__ import annotations

import hashlib
import importlib.util
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, ClassVar, Literal, NamedTuple

from pydantic import Field

from tickets.fix import CommandResult, GateResult, TestRun, WriteTurn
from tickets.models import AgentIdentity, Contract, Finding, Role, Slot
from tickets.records import Ticket
from twokey.kernel.codeview import CodeView
from twokey.kernel.contentstore import Memo
from twokey.kernel.errors import TwokeyError, UsageError
from twokey.kernel.status import RunStatus

CostSource = Literal["reported", "estimated"]


class Usage(Contract):
    """What one or more calls consumed. Builtin analysers report exact zeros."""

    calls: int = Field(default=0, ge=0)
    input_tokens: int = Field(default=0, ge=0)
    output_tokens: int = Field(default=0, ge=0)
    usd: float = Field(default=0.0, ge=0)
    cost: CostSource = "reported"  # "estimated" once any part came from a price table

    def __add__(self, other: Usage) -> Usage:
        return Usage(calls=self.calls + other.calls, input_tokens=self.input_tokens + other.input_tokens,
                     output_tokens=self.output_tokens + other.output_tokens, usd=self.usd + other.usd,
                     cost="estimated" if "estimated" in (self.cost, other.cost) else "reported")

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens


NO_USAGE = Usage()


@dataclass(frozen=True)
class Reply:
    """One answer from a provider: the turn as it came (validated later by the orchestrator) and its usage."""

    turn: Any
    usage: Usage = NO_USAGE
    request_id: str = ""
    # A per-file raise of a provider that `raise_consults`: every other path it read (present or not) to
    # raise on its file. The turn is kept with their content and reused only while they read the same.
    consulted: tuple[str, ...] = ()
    # For each consulted path, the names the raise looked up there (its fingerprint then covers only
    # those); a consulted path without names counts as wholly used.
    consulted_names: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


# --- what each role is given ---------------------------------------------------------------------

class FindingToJudge(NamedTuple):
    fingerprint: str
    finding: Finding


@dataclass(frozen=True)
class RaiseTask:
    """Raise findings about PATHS, Python files of the pinned snapshot VIEW.

    MEMO, when given, is where the provider may keep what it derives from one file's content
    (keyed by `view.content_id`), as JSON, for its own later turns and later runs; None: its own.
    NOTES is the same for this run only, of any picklable value, and is never written down."""

    view: CodeView
    paths: tuple[str, ...]
    lenses: tuple[str, ...] = ("security",)
    repair: str = ""  # why the previous answer was rejected, on the one repair request
    commit: str = ""
    request_id: str = ""  # recorded in the event log before the call (claim before submit)
    budget_usd: float | None = None  # what the spend ceiling leaves for this call; None: no ceiling
    memo: Memo | None = None
    notes: Memo | None = None


@dataclass(frozen=True)
class RefuteTask:
    """Try to refute each finding; answer with one verdict per fingerprint."""

    view: CodeView
    findings: tuple[FindingToJudge, ...]
    repair: str = ""
    commit: str = ""
    request_id: str = ""
    budget_usd: float | None = None
    memo: Memo | None = None
    notes: Memo | None = None


@dataclass(frozen=True)
class SealedPatch:
    """A critic's unified diff, stored 0600 and sealed with its SHA-256; applied only through the task."""

    number: int
    path: Path
    sha256: str
    author: str


def _refuse_patch(patch: SealedPatch) -> None:
    raise UsageError(f"sealed patch {patch.number} cannot be applied outside a fix run")


def _no_runner(command: str) -> CommandResult:
    return CommandResult(command, False, None, "", "no runner")


@dataclass(frozen=True)
class WriteTask:
    """What the writer gets: the ticket, the re-verified finding, its worktree, and the feedback."""

    ticket: Ticket
    finding: Finding
    worktree: Path
    round: int
    feedback: tuple[str, ...] = ()
    sealed_patches: tuple[SealedPatch, ...] = ()
    apply_sealed: Callable[[SealedPatch], None] = _refuse_patch
    run_command: Callable[[str], CommandResult] = _no_runner
    repair: str = ""
    budget_usd: float | None = None


@dataclass(frozen=True)
class ReviewEvidence:
    """What the orchestrator measured, handed to the critic to check for itself."""

    baseline: TestRun | None = None
    after: TestRun | None = None
    agreed: tuple[str, ...] = ()  # paths the critic's own sealed patches brought into scope
    backlog_prefix: str | None = None
    allow_untested: bool = False  # a person accepted a baseline that is no test evidence (--allow-untested)


@dataclass(frozen=True)
class ReviewTask:
    """What the read-only critic gets: views of the code before and after, the diff, the evidence."""

    ticket: Ticket
    finding: Finding
    base: CodeView
    after: CodeView
    diff: str
    changed: tuple[str, ...]
    write: WriteTurn
    gates: tuple[GateResult, ...]
    evidence: ReviewEvidence = field(default_factory=ReviewEvidence)
    run_command: Callable[[str], CommandResult] = _no_runner
    repair: str = ""
    budget_usd: float | None = None


# --- provider failures, mapped onto SPEC's status enum --------------------------------------------

class ProviderError(TwokeyError):
    """A provider could not give a turn. `status` says what the run becomes; `usage` what was spent anyway."""

    status: ClassVar[RunStatus] = RunStatus.BLOCKED
    exit_code = RunStatus.BLOCKED.exit_code

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.exit_code = cls.status.exit_code  # a subclass names its status; the exit code follows from it

    def __init__(self, message: str, usage: Usage | None = None) -> None:
        super().__init__(message)
        self.usage = usage or Usage()


class ProviderUnavailable(ProviderError):
    """A missing CLI, credential or base URL, or a refusal to act: blocked, before anything is spent."""

    status = RunStatus.BLOCKED


class QuotaExhausted(ProviderError):
    """A recognised quota or rate limit: wait for it to reset, then retry the run."""

    status = RunStatus.WAITING_QUOTA


class OutcomeUnknown(ProviderError):
    """A call was submitted and its outcome cannot be proven; never retried automatically."""

    status = RunStatus.AMBIGUOUS


class InvalidOutput(ProviderError):
    """The answer was not a turn: the orchestrator asks once more, then counts it uncertain."""


class BudgetExhausted(ProviderError):
    """The provider stopped itself at the spend it was given (what the ceiling left): the run stops there."""

    status = RunStatus.STOPPED


class SpendNotAllowed(ProviderUnavailable):
    """A paid model would be called with no spend ceiling and no explicit allowance: blocked before any call."""


def require_spend_consent(providers: Sequence[Provider], *, max_usd: float | None, allowed: bool) -> None:
    """A forgotten flag never spends money: paid providers need a ceiling or `--allow-model-calls`."""
    paid = sorted({f"{p.name}:{p.model}" for p in providers if p.paid})
    if paid and max_usd is None and not allowed:
        raise SpendNotAllowed(f"{', '.join(paid)} would call a paid model, and no spend ceiling is set; pass "
                              "--max-usd N (or max_usd in config) or --allow-model-calls; nothing was called")


class RoleNotFilled(UsageError):
    """A provider was asked for a role it does not fill."""


# --- the provider ---------------------------------------------------------------------------------

ROLE_FLAGS = {Role.RAISER: "--agent-a/--agent-b", Role.REFUTER: "--agent-a/--agent-b",
              Role.WRITER: "--writer", Role.CRITIC: "--critic"}


class Provider:
    """What runs a slot. Subclasses set `roles` and override the methods of those roles only.

    `deterministic` providers give the same turn for the same code, so raising again is a
    re-check; for any other provider a re-check asks a refuter about the stored finding.

    `raises_per_file` promises that raising on several paths gives exactly the findings of
    raising on each path alone, in path order, and that raising on a path reads only that
    path. The orchestrator then keeps each file's raise by the file's content and may run
    files in worker processes, on a pickled copy of the provider; a read of any other path
    there fails, so a broken promise shows rather than hides.

    `raise_consults` relaxes the last part: a per-file raise may read other paths (the modules
    its file imports), and names every one it read in `Reply.consulted` (and, in
    `Reply.consulted_names`, what it looked up in each). Its findings still belong to its
    file's raise; the orchestrator gives it the whole snapshot, raises it in this process,
    keeps its turn with the `consulted_fingerprint` of what it consulted, and raises the file
    again when any of that changes, even if the file itself did not.
    """

    name: str = ""
    model: str = ""
    prompt_version: str = ""
    roles: frozenset[Role] = frozenset()
    deterministic: bool = False
    paid: bool = False  # calls cost money: a run needs a spend ceiling or an explicit allowance
    raises_per_file: bool = False
    raise_consults: bool = False

    def identity(self, slot: Slot) -> AgentIdentity:
        return AgentIdentity(slot=slot, provider=self.name, model=self.model, prompt_version=self.prompt_version)

    def cache_identity(self) -> str:
        """Everything besides what it reads that decides this provider's answers: a changed one reuses nothing."""
        key = (self.name, self.model, self.prompt_version)
        known = self.__dict__.get("_cache_identity")
        if known is None or known[0] != key:  # asked per file and per finding: worked out once per instance
            known = (key, "|".join((*key, self.code_version())))
            self.__dict__["_cache_identity"] = known
        return known[1]

    def consulted_fingerprint(self, view: CodeView, path: str, names: tuple[str, ...] = (),
                              memo: Memo | None = None) -> str:
        """What a per-file raise takes from PATH when it consults it (`raise_consults`), as a digest.

        A kept raise stays valid while every file it consulted gives the same fingerprint. By default
        that is the file's content id; a provider that uses only part of a file (a module's function
        summaries, not its docstrings or version number; with NAMES, the `Reply.consulted_names` the
        raise looked up there) may digest just that part. MEMO is its memo for this run's turns, where
        it may find what it derived from a file's content before."""
        return view.content_id(path)

    def code_version(self) -> str:
        """Changes whenever the provider's own code does; by default, a hash of the module defining its class."""
        return module_digest(type(self).__module__)

    def preflight(self) -> None:
        """Raise `ProviderUnavailable` if this provider cannot act, before anything is claimed or spent."""

    def bound(self, task: RaiseTask | RefuteTask) -> Usage:
        """At most what the call for TASK may use, so a ceiling stops before a call that would cross it.

        The default is nothing: a provider that cannot say is checked only against what was used.
        """
        return NO_USAGE

    def prepare(self, view: CodeView, paths: Sequence[str], cores: int = 1, memo: Memo | None = None) -> None:
        """Work ahead of this run's turns on PATHS, which this process will raise (a deterministic provider that
        consults other files: `raise_consults`), while worker processes raise for the other slot. The
        orchestrator calls it once, before the first round, in path order, whatever the number of workers, so
        what a provider keeps from it can never make answers depend on timing. It may use up to CORES
        processes (this one included) when its answers do not depend on how many it uses, and keep in MEMO
        (its memo for this run's turns) what it derives from a file's content. The default does nothing."""

    def worker_modules(self) -> tuple[str, ...]:
        """The modules a process raising for this provider, or one its `prepare` starts, will import: the
        orchestrator loads them once in the fork server those processes come from, so each does not. The
        default is none."""
        return ()

    def raise_findings(self, task: RaiseTask) -> Reply:
        raise self._lacks(Role.RAISER)

    def refute(self, task: RefuteTask) -> Reply:
        raise self._lacks(Role.REFUTER)

    def write(self, task: WriteTask) -> Reply:
        raise self._lacks(Role.WRITER)

    def review(self, task: ReviewTask) -> Reply:
        raise self._lacks(Role.CRITIC)

    def _lacks(self, role: Role) -> RoleNotFilled:
        return RoleNotFilled(f"provider {self.name}:{self.model} cannot be a {role.value}; it fills "
                             f"{', '.join(sorted(r.value for r in self.roles)) or 'no role'}")


@cache
def module_digest(*modules: str) -> str:
    """A hash over the source files of MODULES (a package counts with every module in its folder)."""
    digest = hashlib.sha256()
    for name in modules:
        spec = importlib.util.find_spec(name)
        origin = Path(spec.origin) if spec is not None and spec.origin else None
        if origin is None or not origin.exists():
            digest.update(f"{name}: no source".encode())
            continue
        files = sorted(origin.parent.glob("*.py")) if origin.name == "__init__.py" else [origin]
        for file in files:
            digest.update(file.name.encode() + b"\0" + file.read_bytes())
    return digest.hexdigest()[:16]


def same_provider(first: Provider, second: Provider) -> bool:
    """Both slots run the same provider and model: correlated blind spots, weaker evidence."""
    return (first.name, first.model) == (second.name, second.model)
