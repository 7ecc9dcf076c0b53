"""`twokey runs list|show|retry|resolve|stop`: a person's verbs on runs that need one. No agent, no flow.

These are reachable only from the command line: nothing in `flows/`, `agent_providers/`,
`tickets/` or the kernel imports this module (a test checks), and an agent's child process is
refused (`TWOKEY_AGENT` is set in its environment). Each verb appends a past-tense fact to the
run's own log; none rewrites it, and none raises a ceiling: a retry re-runs the request recorded
at the run's start with what its ceilings have left.
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Callable
from typing import Any

from twokey.kernel.errors import UsageError
from twokey.kernel.events import Event, EventLog
from twokey.kernel.runs import AGENT_MARKER, RUNNING, RunRecord, all_runs, load, retries_of, runs_folder
from twokey.kernel.status import ExitCode, RunStatus

NEEDS_PERSON = frozenset({RunStatus.BLOCKED.value, RunStatus.WAITING_QUOTA.value, RunStatus.AMBIGUOUS.value})
CEILINGS = ("max_turns", "max_minutes", "max_tokens", "max_usd")


class NotForAgents(UsageError):
    """`twokey runs` was started inside an agent's process: only a person may continue or close a run."""


def refuse_agents() -> None:
    agent = os.environ.get(AGENT_MARKER)
    if agent:
        raise NotForAgents(f"`twokey runs` is for a person; it refuses to run inside an agent ({AGENT_MARKER}="
                           f"{agent}); nothing was changed")


# --- list and show --------------------------------------------------------------------------------

def facts(record: RunRecord, retried_as: list[str] | None = None) -> dict[str, Any]:
    """What `show` and `--format json` say about a run (RETRIED_AS: the runs that retried it, if known)."""
    if retried_as is None:
        retried_as = [again.run_id for again in retries_of(record.run_id)]
    spend = record.spend
    open_call = record.open_submission
    return {"run_id": record.run_id, "kind": record.kind, "repo": record.repo, "started": record.start_time,
            "status": record.status, "reason": record.reason, "calls": record.calls_submitted,
            "cost_usd": spend.usd, "failed_spend_usd": spend.failed_usd, "tokens": spend.tokens,
            "cost_estimated": spend.estimated, "minutes": round(record.minutes, 2),
            "open_request": open_call.get("request_id") if open_call else None,
            "resolution": _resolution(record), "retry_of": record.retry_of,
            "retried_as": retried_as, "next": next_step(record, retried_as),
            "event_log": str(record.path)}


def _resolution(record: RunRecord) -> dict[str, Any] | None:
    resolved = record.resolution
    if resolved is None:
        return None
    return {key: resolved.get(key) for key in ("landed", "request_id", "spent_usd", "spent_tokens", "time")}


def next_step(record: RunRecord, retried_as: list[str]) -> str:
    """The verb that applies now, in words for a person."""
    status = record.status
    if status == RUNNING:
        return f"it is running; `twokey runs stop {record.run_id}` stops it before its next call"
    if status == RunStatus.AMBIGUOUS.value and record.resolution is None:
        return (f"check your provider's usage page, then `twokey runs resolve {record.run_id} --landed yes|no`; "
                "it is never retried automatically")
    if status in NEEDS_PERSON and not retried_as:
        verb = "after the quota resets, " if status == RunStatus.WAITING_QUOTA.value else "when the cause is fixed, "
        return f"{verb}`twokey runs retry {record.run_id}`, or `twokey runs stop {record.run_id}` to close it"
    return ""


def list_runs(args: argparse.Namespace) -> int:
    records = list(all_runs())
    retried: dict[str, list[str]] = {}
    for record in records:  # one pass over the logs, not one per run
        if record.retry_of:
            retried.setdefault(record.retry_of, []).append(record.run_id)
    if args.format == "json":
        print(json.dumps([facts(r, retried.get(r.run_id, [])) for r in records], indent=2))
        return int(ExitCode.DONE)
    for record in records:
        spend = record.spend
        cost = f"${spend.usd:.4f}{'~' if spend.estimated else ' '}"
        again = retried.get(record.run_id)
        note = f"retried as {again[-1]}" if again else record.reason
        print(f"{record.run_id}  {record.kind:<5}  {record.repo[:16]:<16}  {record.status:<13}  {cost:>10}  "
              f"{note[:70]}")
    if records:
        print("(~: estimated from a price table)")
    if not records:
        print(f"no runs in {runs_folder()}")
    return int(ExitCode.DONE)


def show_run(args: argparse.Namespace) -> int:
    shown = facts(load(args.run_id))
    if args.format == "json":
        print(json.dumps(shown, indent=2))
        return int(ExitCode.DONE)
    spend = (f"${shown['cost_usd']:.4f}{' (estimated)' if shown['cost_estimated'] else ''}, of which "
             f"${shown['failed_spend_usd']:.4f} on calls that gave no turn; {shown['tokens']} tokens")
    lines = [("run", shown["run_id"]), ("kind", shown["kind"]), ("repository", shown["repo"]),
             ("started", shown["started"]), ("status", shown["status"]), ("reason", shown["reason"]),
             ("calls", f"{shown['calls']} submitted"), ("spend", spend), ("minutes", shown["minutes"]),
             ("open request", shown["open_request"]), ("resolution", shown["resolution"]),
             ("retry of", shown["retry_of"]), ("retried as", ", ".join(shown["retried_as"])),
             ("next", shown["next"]), ("event log", shown["event_log"])]
    for label, value in lines:
        if value not in (None, "", []):
            print(f"  {label:<13} {value}")
    return int(ExitCode.DONE)


# --- resolve and stop -----------------------------------------------------------------------------

def resolve_run(args: argparse.Namespace) -> int:
    refuse_agents()
    record = load(args.run_id)
    if record.status != RunStatus.AMBIGUOUS.value:
        raise UsageError(f"run {record.run_id} is {record.status}, not ambiguous; only an ambiguous run is resolved; "
                         "nothing was changed")
    if record.resolution is not None:
        raise UsageError(f"run {record.run_id} was already resolved ({_resolution(record)}); nothing was changed")
    landed = args.landed == "yes"
    spent_usd, spent_tokens = _spent(record, landed, args.spent_usd, args.spent_tokens)
    open_call = record.open_submission or {}
    EventLog(record.run_id, record.path.parent).append(
        Event.OUTCOME_RESOLVED, landed=landed, request_id=open_call.get("request_id"), spent_usd=spent_usd,
        spent_tokens=spent_tokens, by="person")
    what = "landed and was charged" if landed else "never landed"
    print(f"run {record.run_id}: recorded that call {open_call.get('request_id', '?')} {what}; "
          f"next: `twokey runs retry {record.run_id}` or `twokey runs stop {record.run_id}`")
    return int(ExitCode.DONE)


def _spent(record: RunRecord, landed: bool, usd: float | None, tokens: int | None) -> tuple[float, int]:
    """What a landed call cost, as the person read it; required where a ceiling must account for it."""
    if not landed:
        if usd or tokens:
            raise UsageError("--spent-usd/--spent-tokens describe a call that landed; with --landed no it cost "
                             "nothing; nothing was changed")
        return 0.0, 0
    settings = (record.request or {}).get("settings", {})
    for flag, value, ceiling in (("--spent-usd", usd, "max_usd"), ("--spent-tokens", tokens, "max_tokens")):
        if value is None and settings.get(ceiling) is not None:
            raise UsageError(f"run {record.run_id} has a {ceiling} ceiling, so a landed call's cost must be counted: "
                             f"pass {flag} with what your provider's usage page shows; nothing was changed")
    return float(usd or 0.0), int(tokens or 0)


def stop_run(args: argparse.Namespace) -> int:
    refuse_agents()
    record = load(args.run_id)
    status = record.status
    if status != RUNNING and status not in NEEDS_PERSON:
        raise UsageError(f"run {record.run_id} is {status}: there is nothing to stop; nothing was changed")
    if record.stop_request is not None:
        raise UsageError(f"run {record.run_id}: a stop was already requested; nothing was changed")
    EventLog(record.run_id, record.path.parent).append(Event.STOP_REQUESTED, by="person", was=status)
    if status == RUNNING:
        print(f"run {record.run_id}: stop requested; it stops before its next call and ends `stopped`")
    else:
        print(f"run {record.run_id}: closed ({status} -> stopped); it will not be retried")
    return int(ExitCode.DONE)


# --- retry -----------------------------------------------------------------------------------------

def retry_overrides(record: RunRecord) -> dict[str, Any]:
    """The recorded settings with each ceiling lowered by what the run (and a landed call) already used."""
    request = record.request
    if record.kind != "audit" or request is None:
        raise UsageError(f"run {record.run_id} is a {record.kind} run; `runs retry` re-runs audits, for a fix run "
                         "start `twokey fix` again; nothing was run")
    settings = dict(request["settings"])
    resolved = record.resolution or {}
    spend = record.spend
    used = {"max_turns": record.calls_submitted, "max_minutes": record.minutes,
            "max_tokens": spend.tokens + int(resolved.get("spent_tokens") or 0),
            "max_usd": spend.usd + float(resolved.get("spent_usd") or 0.0)}
    for key in CEILINGS:
        if settings.get(key) is None:
            continue
        left = settings[key] - used[key]
        if left <= 0:
            raise UsageError(f"run {record.run_id} used its whole {key} ceiling ({settings[key]}); a retry never "
                             "raises a ceiling: start a new `twokey audit` with a higher one; nothing was run")
        settings[key] = max(int(left), 1) if key in ("max_turns", "max_tokens") else round(left, 6)
    return settings


def _retryable(record: RunRecord) -> None:
    status = record.status
    if status == RunStatus.AMBIGUOUS.value and record.resolution is None:
        raise UsageError(f"run {record.run_id} is ambiguous: a call's outcome is unknown and it is never retried "
                         f"blindly; first `twokey runs resolve {record.run_id} --landed yes|no`; nothing was run")
    if status not in NEEDS_PERSON:
        raise UsageError(f"run {record.run_id} is {status}; only a blocked, waiting_quota or resolved ambiguous "
                         "run is retried; nothing was run")
    again = retries_of(record.run_id)
    if again:
        raise UsageError(f"run {record.run_id} was already retried as {again[-1].run_id}; retry that one; "
                         "nothing was run")


def retry_run(args: argparse.Namespace, run_audit_again: Callable[..., int]) -> int:
    """Re-run the recorded request (same repository, pinned commit, settings) under what its ceilings left."""
    refuse_agents()
    record = load(args.run_id)
    _retryable(record)
    settings = retry_overrides(record)
    request = record.request or {}
    code = run_audit_again(path=request["path"], commit=request["commit"], overrides=settings,
                           retry_of=record.run_id)
    new = retries_of(record.run_id)
    EventLog(record.run_id, record.path.parent).append(Event.RETRIED, by="person",
                                                       as_run=new[-1].run_id if new else None)
    return code
