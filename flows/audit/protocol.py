"""The audit protocol: raise, verify, refute, swap; only doubly confirmed findings survive.

This module is the core of an audit and runs without Prefect: the flow in `flows.prefect_glue.audit_flow`
only wraps its steps as tasks through a `StepRunner`. It fails closed: a missing,
unparseable or unevidenced verdict is `uncertain`, and agreement without independent,
verified evidence is never a confirmation.
"""

from __future__ import annotations

import pickle
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypeVar

from pydantic import BaseModel

from agent_providers.seam import (
    NO_USAGE,
    FindingToJudge,
    InvalidOutput,
    Provider,
    ProviderError,
    RaiseTask,
    RefuteTask,
    Reply,
    Usage,
    same_provider,
)
from flows.audit.evidence import EvidenceChecker, independent
from flows.audit.pool import RaisePool, use_pool
from flows.audit.reuse import Consulted, Reuse, Reused, SingleFileView
from tickets.fingerprint import code_digest, fingerprint
from tickets.models import (
    AgentIdentity,
    Finding,
    RaiseTurn,
    RefuteTurn,
    SkippedPath,
    Slot,
    Verdict,
    VerdictKind,
)
from tickets.records import ConfirmedFinding, Cost, LedgerEntry, LedgerOutcome
from tickets.severity import calibrated
from twokey.kernel.codeview import CodeView
from twokey.kernel.collector import fewer_collections
from twokey.kernel.contentstore import ContentStore
from twokey.kernel.events import Event, EventLog
from twokey.kernel.settings import Settings
from twokey.kernel.status import RunStatus

T = TypeVar("T")
# The niceness of raise workers while this process's provider prepares on every core (the lowest priority).
_YIELDING = 19
TurnT = TypeVar("TurnT", bound=BaseModel)
StepRunner = Callable[..., Any]
LedgerLookup = Callable[[str, str], LedgerEntry | None]
Progress = Callable[[str], None]


def run_directly(name: str, step: Callable[..., T], *args: Any) -> T:
    """The plain step runner: call the step. Prefect's runner wraps it as a task instead."""
    return step(*args)


@dataclass(frozen=True)
class Ceilings:
    """Limits checked before each call, never mid-call. None means unlimited."""

    max_turns: int | None = None
    max_minutes: float | None = None
    max_tokens: int | None = None
    max_usd: float | None = None

    @classmethod
    def of(cls, settings: Settings) -> Ceilings:
        return cls(max_turns=settings.max_turns, max_minutes=settings.max_minutes, max_tokens=settings.max_tokens,
                   max_usd=settings.max_usd)


@dataclass(frozen=True)
class Candidate:
    """A raised finding whose evidence the orchestrator has verified."""

    fingerprint: str
    code_digest: str
    finding: Finding
    raised_by: AgentIdentity
    cost: Cost = Cost()  # this finding's share of the raise call that produced it


@dataclass
class AuditOutcome:
    status: RunStatus = RunStatus.DONE
    reason: str = ""
    raised: int = 0
    unsupported: int = 0
    settled: int = 0
    turns: int = 0
    confirmed: dict[str, ConfirmedFinding] = field(default_factory=dict)
    ledger: dict[str, LedgerEntry] = field(default_factory=dict)
    rounds: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)  # turns rejected twice, as "slot action: reason"
    same_provider: bool = False
    usage: Usage = field(default_factory=Usage)
    spent_on_failures: Usage = field(default_factory=Usage)  # charged by calls that gave no turn
    reused: Reused = field(default_factory=Reused)
    # Files whose outcome may change while their own text does not (a finding judged again every run, or
    # evidence citing another file): the next incremental audit analyses them again.
    revisit: set[str] = field(default_factory=set)
    # Coverage, from the raise turns each slot actually gave: the files it analysed, the files
    # any slot could not analyse (first reason wins), and the means that read translated files.
    analysed: dict[Slot, set[str]] = field(default_factory=lambda: {Slot.AGENT_A: set(), Slot.AGENT_B: set()})
    skipped: dict[str, SkippedPath] = field(default_factory=dict)
    parsed_with: dict[str, str] = field(default_factory=dict)

    def count(self, outcome: str) -> int:
        return sum(1 for entry in self.ledger.values() if entry.outcome == outcome)

    @property
    def analysed_by_both(self) -> set[str]:
        """The files both slots analysed: the only ones whose audit a run may claim."""
        return self.analysed[Slot.AGENT_A] & self.analysed[Slot.AGENT_B]


class CeilingReached(Exception):
    """Raised between calls when a ceiling would be exceeded by the next call."""


class StopRequested(CeilingReached):
    """A person asked the run to stop (`twokey runs stop`); it stops between calls, like at a ceiling."""


class RunHalted(Exception):
    """A provider failed in a way that needs a person (blocked, waiting_quota, ambiguous): stop, retry nothing."""

    def __init__(self, status: RunStatus, reason: str) -> None:
        super().__init__(reason)
        self.status = status


def validate_turn(kind: type[TurnT], raw: Any) -> TurnT:
    """Validate a turn locally, whatever the provider claims to have enforced."""
    if isinstance(raw, (str, bytes)):
        return kind.model_validate_json(raw)
    if isinstance(raw, BaseModel):
        raw = raw.model_dump(mode="json")
    return kind.model_validate(raw)


def batches(paths: Sequence[str], size: int) -> list[list[str]]:
    return [list(paths[start:start + size]) for start in range(0, len(paths), size)]


class AuditProtocol:
    """Runs the two rounds of one audit over a snapshot and collects the outcome."""

    def __init__(self, view: CodeView, slots: dict[Slot, Provider], events: EventLog, *,
                 run_id: str, commit: str, started: datetime,
                 ledger_lookup: LedgerLookup = lambda fp, digest: None,
                 ceilings: Ceilings = Ceilings(), progress: Progress = lambda message: None,
                 step: StepRunner = run_directly, lenses: Sequence[str] = ("security",),
                 store: ContentStore | None = None, workers: int = 1) -> None:
        self.view, self.slots, self.events = view, slots, events
        self.run_id, self.commit, self.started = run_id, commit, started
        self.ledger_lookup, self.ceilings = ledger_lookup, ceilings
        self.progress, self.step = progress, step
        self.lenses = tuple(lenses)
        self._calls = 0
        self._last_call = Usage()  # what the latest turn cost, repairs and failed attempts included
        self._raise_share: dict[Slot, Cost] = {}
        self._refute_share = Cost()
        self.checker = EvidenceChecker(view)
        self.outcome = AuditOutcome(same_provider=self._same_provider())
        self.reuse = Reuse(view, store, counts=self.outcome.reused, lenses=self.lenses, slots=self.slots)
        self.workers = workers
        self._pool: RaisePool | None = None
        self._kept_raises: dict[tuple[Slot, str], RaiseTurn] = {}
        self._clock_start = time.monotonic()

    def _same_provider(self) -> bool:
        return same_provider(self.slots[Slot.AGENT_A], self.slots[Slot.AGENT_B])

    # -- the whole audit ---------------------------------------------------------------
    def run(self, paths: Sequence[str], batch_size: int = Settings().batch_size) -> AuditOutcome:
        try:
            with fewer_collections():
                self._raise_ahead(paths)
                return self._rounds(paths, batch_size)
        finally:
            if self._pool is not None:
                self._pool.close()
            self.reuse.flush()

    def _rounds(self, paths: Sequence[str], batch_size: int) -> AuditOutcome:
        chunks = batches(paths, batch_size)
        try:
            for raiser in (Slot.AGENT_A, Slot.AGENT_B):
                self.outcome.rounds.append(f"{raiser.value} raises, {raiser.other.value} refutes")
                for number, chunk in enumerate(chunks, start=1):
                    self.progress(f"{raiser.value} raises, {raiser.other.value} refutes: "
                                  f"batch {number}/{len(chunks)} ({len(chunk)} files)")
                    self._stop_if_requested()
                    self.round_on_batch(raiser, chunk, f"{number}/{len(chunks)}")
        except StopRequested as requested:
            self.outcome.status, self.outcome.reason = RunStatus.STOPPED, str(requested)
            return self.outcome
        except CeilingReached as reached:
            self.outcome.status, self.outcome.reason = RunStatus.STOPPED, str(reached)
            self.events.append(Event.CEILING_REACHED, reason=str(reached))
            return self.outcome
        except RunHalted as halted:
            self.outcome.status, self.outcome.reason = halted.status, str(halted)
            return self.outcome
        if self.outcome.failures:
            # A slot that could not produce a valid turn left files unaudited or findings unjudged.
            self.outcome.status, self.outcome.reason = RunStatus.BLOCKED, self.outcome.failures[0]
        return self.outcome

    def round_on_batch(self, raiser: Slot, paths: list[str], label: str) -> None:
        # Ceilings are checked here, in the flow and between calls, so a stop is never a failed task. The next
        # call's bound counts too, so a run stops before the call that would cross a ceiling.
        provider = self.slots[raiser]
        self._check_ceilings(provider.bound(RaiseTask(self.view, tuple(paths), lenses=self.lenses, commit=self.commit)))
        turn = self.step(f"raise {raiser.value} {label}", self.raise_turn, raiser, paths)
        if turn is None:
            return  # rejected twice: this slot analysed nothing of this batch, and it says so as a failure
        self.note_coverage(raiser, paths, turn)
        candidates = self.verify_findings(raiser, turn)
        self._stop_if_requested()
        to_judge = [c for c in candidates if self._needs_judging(c)]
        if to_judge:
            shown = tuple(FindingToJudge(c.fingerprint, c.finding) for c in to_judge)
            self._check_ceilings(self.slots[raiser.other].bound(RefuteTask(self.view, shown, commit=self.commit)))
            verdicts = self.step(f"refute {raiser.other.value} {label}", self.refute_turn, raiser.other, to_judge)
            self.judge(raiser.other, to_judge, verdicts)

    # -- one call to a provider ---------------------------------------------------------
    def _call(self, slot: Slot, action: str, kind: type[BaseModel],
              call: Callable[[str, str], Reply]) -> Any | None:
        """One bounded-repair turn: a rejected turn is asked for once more, with the reason, then given up.

        A provider error that needs a person halts the run at once; it is never retried here.
        """
        last_error = ""
        self._last_call = Usage()
        next_call = NO_USAGE
        for attempt in (1, 2):
            if attempt == 2 and self._ceiling_reason(next_call):
                break  # no repair request past a ceiling; the next check between calls stops the run
            self.outcome.turns += 1
            self._calls += 1
            request_id = f"{self.run_id}-{self._calls:05d}"  # claimed in the log before the call is made
            self.events.append(Event.SUBMITTED, slot=slot.value, action=action, attempt=attempt,
                               request_id=request_id, provider=self._spec(slot))
            try:
                reply = call(last_error, request_id)
            except InvalidOutput as error:
                self._spent(error.usage, failed=True)
                next_call = error.usage  # a repair costs about what the failed attempt did
                last_error = self._rejected(slot, action, attempt, error)
                continue
            except ProviderError as error:
                self._spent(error.usage, failed=True)
                self.events.append(Event.PROVIDER_FAILED, slot=slot.value, action=action, attempt=attempt,
                                   status=error.status.value, reason=_one_line(error))
                raise RunHalted(error.status, f"{slot.value} {action}: {error}") from None
            except Exception as error:  # a crashed provider gave no turn
                last_error = self._rejected(slot, action, attempt, error)
                continue
            self._spent(reply.usage)
            try:
                turn = validate_turn(kind, reply.turn)
            except Exception as error:  # a malformed turn is not a turn
                next_call = reply.usage
                last_error = self._rejected(slot, action, attempt, error)
                continue
            self.events.append(Event.TURN_ACCEPTED, slot=slot.value, action=action, attempt=attempt)
            return turn
        self.outcome.failures.append(f"{slot.value} {action}: turn rejected twice: {last_error}")
        return None

    def _spec(self, slot: Slot) -> str:
        provider = self.slots[slot]
        version = f" ({provider.prompt_version})" if provider.prompt_version else ""
        return f"{provider.name}:{provider.model}{version}"

    def _rejected(self, slot: Slot, action: str, attempt: int, error: BaseException) -> str:
        reason = _one_line(error)
        self.events.append(Event.TURN_REJECTED, slot=slot.value, action=action, attempt=attempt, reason=reason)
        return reason

    def _spent(self, usage: Usage, failed: bool = False) -> None:
        self.outcome.usage += usage
        self._last_call += usage
        if failed:
            self.outcome.spent_on_failures += usage
        if usage.calls or usage.tokens or usage.usd:
            # The log keeps the money too, so `twokey runs` can account for a run that never finished.
            self.events.append(Event.SPEND_COUNTED, usd=round(usage.usd, 6), input_tokens=usage.input_tokens,
                               output_tokens=usage.output_tokens, calls=usage.calls, cost=usage.cost, failed=failed)

    def _stop_if_requested(self) -> None:
        requested = self.events.stop_requested()
        if requested is not None:
            raise StopRequested(f"stopped by a person (`twokey runs stop` at {requested.get('time', '?')})")

    def _budget_left(self) -> float | None:
        """What the spend ceiling leaves for the next call: a CLI that can bound its own spend is told."""
        if self.ceilings.max_usd is None:
            return None
        return max(self.ceilings.max_usd - self.outcome.usage.usd, 0.0)

    def _ceiling_reason(self, next_call: Usage = NO_USAGE) -> str:
        limits = self.ceilings
        if limits.max_turns is not None and self.outcome.turns >= limits.max_turns:
            return f"turn ceiling of {limits.max_turns} reached"
        minutes = (time.monotonic() - self._clock_start) / 60
        if limits.max_minutes is not None and minutes >= limits.max_minutes:
            return f"wall-clock ceiling of {limits.max_minutes} minutes reached"
        usage = self.outcome.usage
        if _crosses(usage.tokens, next_call.tokens, limits.max_tokens):
            return f"token ceiling of {limits.max_tokens} reached ({usage.tokens} used{_next(next_call.tokens)})"
        if _crosses(usage.usd, next_call.usd, limits.max_usd):
            return (f"spend ceiling of ${limits.max_usd:.2f} reached (${usage.usd:.2f} spent"
                    f"{_next(next_call.usd, '$%.4f')})")
        return ""

    def _check_ceilings(self, next_call: Usage = NO_USAGE) -> None:
        reason = self._ceiling_reason(next_call)
        if reason:
            raise CeilingReached(reason)

    # -- raising: kept turns first, then the pool or the provider --------------------------
    def _raise_ahead(self, paths: Sequence[str]) -> None:
        """Find every kept per-file raise, and start the pool on the rest when there is enough of it.

        Only deterministic, unpaid providers raise ahead in workers: their calls cost nothing and need no
        claim in the log first, whereas any other is asked in turn, after the ceilings are checked."""
        per_file = {slot: p for slot, p in self.slots.items() if p.raises_per_file}
        # A worker holds one file's text, so a provider that consults other files raises here, in turn.
        ahead = {slot: p for slot, p in per_file.items() if p.deterministic and not p.paid and not p.raise_consults}
        # Analysers that raise in this process: while one has files to raise, it keeps this process's core busy.
        analysing_here = {slot for slot, p in per_file.items() if p.deterministic and not p.paid and p.raise_consults}
        work = []
        here: dict[Slot, list[str]] = {slot: [] for slot in analysing_here}
        for path in paths:
            needed = []
            for slot, provider in per_file.items():
                kept = self.reuse.raised_file(provider, path)
                if kept is None:
                    needed.append(slot)
                else:
                    self._kept_raises[(slot, path)] = kept
            if any(slot in ahead for slot in needed):
                work.append((path, tuple(slot for slot in needed if slot in ahead)))
            for slot in needed:
                if slot in here:
                    here[slot].append(path)
        if use_pool(self.workers, len(work), ahead) and _picklable(ahead):
            memos = {slot: self.reuse.memo_for(provider) for slot, provider in ahead.items()}
            notes = {slot: self.reuse.notes_for(provider) for slot, provider in ahead.items()}
            # One worker per core. While a provider here prepares (its analyses take every core, and the rounds
            # wait on them first), the workers run at the lowest priority: they raise on what it leaves idle,
            # and on every core once it is done.
            analysing = any(here.values())
            pooled = self.workers
            # What the workers and the taint slot's helpers import, loaded once in their fork server.
            preload = [module for slot, provider in self.slots.items() if slot in ahead or here.get(slot)
                       for module in provider.worker_modules()]
            self._pool = RaisePool(self.view, ahead, memos, notes, pooled, lenses=self.lenses, commit=self.commit,
                                   nice=_YIELDING if analysing else 0, preload=preload)
            self._pool.start(work)
            self.progress(f"raising {len(work)} files in {pooled} worker process{'es' if pooled > 1 else ''}")
        # While the workers raise, this process analyses what it will raise itself, so the rounds never wait
        # on the pool with a core idle here. Done with or without a pool, in path order: the same answers.
        for slot, needed_here in here.items():
            if needed_here:
                self.progress(f"{slot.value} analyses {len(needed_here)} files")
                provider = self.slots[slot]
                provider.prepare(self.view, needed_here, cores=self.workers, memo=self.reuse.memo_for(provider))

    def raise_turn(self, raiser: Slot, paths: list[str]) -> RaiseTurn | None:
        provider = self.slots[raiser]
        if provider.raises_per_file:
            return self._raise_files(raiser, provider, paths)
        kept = self.reuse.raised_batch(provider, paths)
        if kept is not None:
            self._reused(raiser, "raise", len(paths))
            return kept
        self.events.append(Event.CLAIMED, slot=raiser.value, role="raiser", files=len(paths))
        view, memo, notes = self.reuse.view_for(provider), self.reuse.memo_for(provider), self.reuse.notes_for(provider)
        turn = self._call(raiser, "raise", RaiseTurn,
                          lambda repair, request_id: provider.raise_findings(
                              RaiseTask(view, tuple(paths), lenses=self.lenses, repair=repair, commit=self.commit,
                                        request_id=request_id, budget_usd=self._budget_left(), memo=memo,
                                        notes=notes)))
        self._raise_share[raiser] = _share(self._last_call, len(turn.findings) if turn else 0)
        if turn is None:
            return None
        self.reuse.keep_batch(provider, paths, turn)
        return turn

    def note_coverage(self, raiser: Slot, paths: list[str], turn: RaiseTurn) -> None:
        """What this raise turn analysed: its batch less what it skipped (paths outside the batch are ignored)."""
        given = set(paths)
        skipped = {item.path: item for item in turn.skipped if item.path in given}
        for path, item in skipped.items():
            self.outcome.skipped.setdefault(path, item)
        self.outcome.analysed[raiser].update(given - skipped.keys())
        self.outcome.parsed_with.update({path: means for path, means in turn.parsed_with.items()
                                         if path in given and path not in skipped})

    def _raise_files(self, raiser: Slot, provider: Provider, paths: list[str]) -> RaiseTurn | None:
        """A per-file provider's batch: each file's kept raise, or a fresh one; merged in path order."""
        known = {path: turn for path in paths if (turn := self._kept_raise(raiser, path)) is not None}
        missing = [path for path in paths if path not in known]
        fresh: dict[str, RaiseTurn] = {}
        consulted: dict[str, Consulted] = {}
        if known:
            self._reused(raiser, "raise", len(known))
        self._last_call = Usage()  # what reused turns cost this run: nothing
        if missing:
            self.events.append(Event.CLAIMED, slot=raiser.value, role="raiser", files=len(missing))
            turn = self._call(raiser, "raise", RaiseTurn,
                              lambda repair, request_id: self._file_replies(raiser, provider, missing, repair,
                                                                            request_id, fresh, consulted))
            if turn is None:
                return None  # rejected twice: the batch counts as not analysed by this slot
            self.reuse.keep_files(provider, fresh, consulted)
        merged = _merged([known.get(path) or fresh[path] for path in paths])
        self._raise_share[raiser] = _share(self._last_call, len(merged.findings))
        return merged

    def _kept_raise(self, raiser: Slot, path: str) -> RaiseTurn | None:
        return self._kept_raises.pop((raiser, path), None)  # `_raise_ahead` looked every file up once

    def _file_replies(self, raiser: Slot, provider: Provider, paths: list[str], repair: str, request_id: str,
                      fresh: dict[str, RaiseTurn], consulted: dict[str, Consulted]) -> Reply:
        """One turn made of one reply per file: from the pool when it raised ahead, else here, file by file.

        Each file's call is claimed as part of the turn's request (`<request id>.<n>`) and told what the
        spend ceiling leaves after the files before it."""
        if self._pool is not None and raiser in self._pool.providers and not repair:
            replies = self._pool.replies(raiser, paths)
        else:
            replies = self._raise_here(provider, paths, repair, request_id)
        usage = Usage()
        for path, reply in zip(paths, replies, strict=True):
            usage += reply.usage
            try:
                fresh[path] = validate_turn(RaiseTurn, reply.turn)
                consulted[path] = {other: tuple(reply.consulted_names.get(other, ())) for other in reply.consulted}
            except Exception as error:  # the whole turn is rejected, but what the others cost was spent
                raise InvalidOutput(f"{path}: {_one_line(error)}", usage=usage) from None
        return Reply(_merged([fresh[path] for path in paths]), usage)

    def _raise_here(self, provider: Provider, paths: list[str], repair: str, request_id: str) -> list[Reply]:
        memo, notes = self.reuse.memo_for(provider), self.reuse.notes_for(provider)
        replies: list[Reply] = []
        spent = Usage()
        for number, path in enumerate(paths, start=1):
            budget = self._budget_left()
            view = self.view if provider.raise_consults else SingleFileView.of(self.view, path)
            task = RaiseTask(view, (path,), lenses=self.lenses, repair=repair,
                             commit=self.commit, request_id=f"{request_id}.{number}",
                             budget_usd=None if budget is None else max(budget - spent.usd, 0.0), memo=memo,
                             notes=notes)
            replies.append(provider.raise_findings(task))
            spent += replies[-1].usage
        return replies

    # -- refuting: kept verdicts first ----------------------------------------------------
    def refute_turn(self, refuter: Slot, candidates: list[Candidate]) -> RefuteTurn:
        provider = self.slots[refuter]
        shown = [FindingToJudge(c.fingerprint, c.finding) for c in candidates]
        known = {item.fingerprint: verdict for item in shown
                 if (verdict := self.reuse.verdict(provider, item)) is not None}
        asked = [item for item in shown if item.fingerprint not in known]
        if known:
            self._reused(refuter, "refute", len(known))
        if not asked:
            self._refute_share = Cost()  # nothing was asked, so nothing was spent on these
            return RefuteTurn(verdicts=list(known.values()))
        self.events.append(Event.CLAIMED, slot=refuter.value, role="refuter", findings=len(asked))
        view, memo, notes = self.reuse.view_for(provider), self.reuse.memo_for(provider), self.reuse.notes_for(provider)
        turn = self._call(refuter, "refute", RefuteTurn,
                          lambda repair, request_id: provider.refute(
                              RefuteTask(view, tuple(asked), repair=repair, commit=self.commit, request_id=request_id,
                                         budget_usd=self._budget_left(), memo=memo, notes=notes)))
        self._refute_share = _share(self._last_call, len(candidates))
        if turn is None:
            return RefuteTurn(verdicts=list(known.values()))
        self.reuse.keep_verdicts(provider, asked, turn.verdicts)
        return RefuteTurn(verdicts=[*known.values(), *turn.verdicts])

    def _reused(self, slot: Slot, action: str, count: int) -> None:
        if action == "raise":
            self.outcome.reused.raises += count
        else:
            self.outcome.reused.verdicts += count
        self.events.append(Event.REUSED, slot=slot.value, action=action, count=count)

    # -- the orchestrator's checks ------------------------------------------------------
    def verify_findings(self, raiser: Slot, turn: RaiseTurn) -> list[Candidate]:
        who = self.slots[raiser].identity(raiser)
        candidates: dict[str, Candidate] = {}
        for raised in turn.findings:
            self.outcome.raised += 1
            finding = calibrated(raised)  # severity means what tickets.severity says, whoever raised it
            print_fp = fingerprint(finding)
            if _cites_other_files(finding):
                self.outcome.revisit.add(finding.primary.path)
            check = self.checker.check_finding(finding)
            if not check.ok:
                self._reject_unsupported(print_fp, finding, who, check.reason)
                continue
            digest = code_digest(self.view.read_text(finding.primary.path), finding)
            self.events.append(Event.FINDING_VERIFIED, slot=raiser.value, fingerprint=print_fp,
                               category=finding.category, location=str(finding.primary))
            candidates.setdefault(print_fp, Candidate(print_fp, digest, finding, who,
                                                      self._raise_share.get(raiser, Cost())))
        return list(candidates.values())

    def _reject_unsupported(self, print_fp: str, finding: Finding, who: AgentIdentity, reason: str) -> None:
        self.outcome.unsupported += 1
        self.events.append(Event.FINDING_REJECTED, slot=who.slot.value, fingerprint=print_fp,
                           title=finding.title, reason=reason)
        self._ledger(print_fp, "", finding, who, None, "unsupported", f"evidence rejected: {reason}", [])

    def _needs_judging(self, candidate: Candidate) -> bool:
        if candidate.fingerprint in self.outcome.confirmed:
            return False
        settled = self.ledger_lookup(candidate.fingerprint, candidate.code_digest)
        if settled is not None and settled.outcome != "unsupported":
            self.outcome.settled += 1
            self.events.append(Event.FINDING_SETTLED, fingerprint=candidate.fingerprint,
                               outcome=settled.outcome, since_run=settled.run_id)
            return False
        return True

    def judge(self, refuter: Slot, candidates: list[Candidate], turn: RefuteTurn) -> None:
        judge = self.slots[refuter].identity(refuter)
        answers = {verdict.fingerprint: verdict for verdict in turn.verdicts}
        for candidate in candidates:
            answer = answers.get(candidate.fingerprint)
            verdict = self.checked_verdict(candidate, answer)
            self.events.append(Event.VERDICT, slot=refuter.value, fingerprint=candidate.fingerprint,
                               verdict=verdict.verdict.value, reason=verdict.reason)
            # A finding nobody actually answered must be argued again next run: its entry does not settle.
            settles = candidate.code_digest if answer is not None else ""
            if not settles or verdict.verdict is VerdictKind.CONFIRMED:
                self.outcome.revisit.add(candidate.finding.primary.path)  # judged again next run, whatever changed
            if verdict.verdict is VerdictKind.CONFIRMED:
                self._confirm(candidate, judge, verdict)
            else:
                self._ledger(candidate.fingerprint, settles, candidate.finding,
                             candidate.raised_by, judge, _not_confirmed(verdict.verdict), verdict.reason,
                             list(verdict.evidence))

    def checked_verdict(self, candidate: Candidate, verdict: Verdict | None) -> Verdict:
        """Fail closed: only verified, independent evidence lets a verdict stand."""
        def uncertain(reason: str) -> Verdict:
            return Verdict(fingerprint=candidate.fingerprint, verdict=VerdictKind.UNCERTAIN, reason=reason)

        if verdict is None:
            return uncertain("no verdict was returned for this finding")
        if verdict.verdict is VerdictKind.UNCERTAIN:
            return verdict
        check = self.checker.check_all(verdict.evidence)
        if not check.ok:
            return uncertain(f"{verdict.verdict.value} verdict set aside: "
                             f"its evidence failed the check ({check.reason})")
        if verdict.verdict is VerdictKind.CONFIRMED and not independent(verdict.evidence, candidate.finding.evidence):
            return uncertain("confirmation set aside: it only echoed the raiser's own quotes")
        return verdict

    def _confirm(self, candidate: Candidate, judge: AgentIdentity, verdict: Verdict) -> None:
        self.outcome.ledger.pop(candidate.fingerprint, None)
        self.outcome.confirmed[candidate.fingerprint] = ConfirmedFinding(
            fingerprint=candidate.fingerprint, code_digest=candidate.code_digest, finding=candidate.finding,
            raised_by=candidate.raised_by, confirmed_by=judge, confirmation=verdict,
            same_provider=self.outcome.same_provider, cost=candidate.cost + self._refute_share)
        self.events.append(Event.CONFIRMED, fingerprint=candidate.fingerprint, title=candidate.finding.title,
                           raised_by=candidate.raised_by.slot.value, confirmed_by=judge.slot.value)

    def _ledger(self, print_fp: str, digest: str, finding: Finding, raised_by: AgentIdentity,
                judged_by: AgentIdentity | None, outcome: LedgerOutcome, reason: str, evidence: list) -> None:
        if print_fp in self.outcome.confirmed:
            return
        self.outcome.ledger[print_fp] = LedgerEntry(
            fingerprint=print_fp, code_digest=digest, outcome=outcome, reason=reason, finding=finding,
            raised_by=raised_by, judged_by=judged_by, evidence=evidence, run_id=self.run_id,
            commit=self.commit, time=self.started)


def _share(usage: Usage, among: int) -> Cost:
    """One finding's share of a call: the calls that touched it, and an even part of their tokens and money."""
    if among < 1:
        return Cost()
    return Cost(calls=usage.calls, tokens=usage.tokens // among, usd=round(usage.usd / among, 6))


def _not_confirmed(kind: VerdictKind) -> LedgerOutcome:
    """The ledger outcome of a verdict that did not confirm."""
    return "refuted" if kind is VerdictKind.REFUTED else "uncertain"


def _merged(parts: list[RaiseTurn]) -> RaiseTurn:
    """One turn of per-file turns, in their order: what raising on all the files at once gives."""
    return RaiseTurn(findings=[f for part in parts for f in part.findings],
                     skipped=[item for part in parts for item in part.skipped],
                     parsed_with={path: means for part in parts for path, means in part.parsed_with.items()})


def _cites_other_files(finding: Finding) -> bool:
    paths = {location.path for location in finding.locations} | {item.path for item in finding.evidence}
    return paths != {finding.primary.path}


def _picklable(providers: dict[Slot, Provider]) -> bool:
    """Only a provider that survives pickling can go to a worker; any other raises here, in order."""
    try:
        pickle.dumps(providers)
        return True
    except Exception:
        return False
def _crosses(used: float, next_call: float, limit: float | None) -> bool:
    """The limit is reached already, or the next call may take the run past it."""
    return limit is not None and (used >= limit or used + next_call > limit)


def _next(amount: float, form: str = "%d") -> str:
    return f"; the next call may use up to {form % amount}" if amount else ""


def _one_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0] if text else ''}"[:300]
