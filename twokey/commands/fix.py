"""`twokey fix TICKET`: pre-flight the input, run the fix (through Prefect unless told not to), print.

Every input check runs before a flow run or a worktree exists, so bad input costs nothing
and leaves nothing. Ctrl-C (or SIGTERM) removes the worktree and the uncommitted branch on the way out.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from flows.fix_close import render
from flows.fix_core import (
    ApprovalDecision,
    ApprovalRequest,
    Autonomy,
    FixReport,
    FixRequest,
    prepare,
    run_fix,
)
from tickets.models import ExitCode


def build_request(args: argparse.Namespace) -> FixRequest:
    return FixRequest(ticket_id=args.ticket_id, repo=args.repo, backlog=args.backlog, autonomy=Autonomy(args.autonomy),
                      test_cmd=args.test_cmd, timeout=args.timeout, writer=args.writer, critic=args.critic,
                      max_rounds=args.max_rounds, on_existing_branch=args.on_existing_branch)


def terminal_approver(request: ApprovalRequest) -> ApprovalDecision:
    """--no-prefect with semi: ask on the terminal (stdin must be one)."""
    print(f"Approve the fix of {request.ticket_id} on {request.branch}?\n  diff: {request.diff_summary}",
          *(f"  {gate}" for gate in request.gates), f"  critic: {request.critic}", sep="\n", file=sys.stderr)
    if not sys.stdin.isatty():
        return ApprovalDecision(approved=False, reason="no terminal to ask on", by="twokey")
    answer = input("approve? [y/N] ").strip().lower()
    reason = input("reason (optional): ").strip()
    return ApprovalDecision(approved=answer in ("y", "yes"), reason=reason, by=os.environ.get("USER", "terminal"))


def _through_prefect(request: FixRequest, args: argparse.Namespace) -> FixReport:
    from prefect import tags

    from flows.fix_flow import fix_flow

    with tags("twokey", "fix", f"ticket:{request.ticket_id}", f"repo:{request.repo.resolve().name}"):
        return fix_flow(ticket_id=request.ticket_id, repo=str(request.repo),
                        backlog=str(request.backlog) if request.backlog else None, autonomy=request.autonomy.value,
                        test_cmd=request.test_cmd, timeout=request.timeout, writer=request.writer,
                        critic=request.critic, max_rounds=request.max_rounds,
                        on_existing_branch=request.on_existing_branch, approval_timeout=args.approval_timeout,
                        approval_poll_seconds=args.approval_poll)


@contextmanager
def _terminate_like_ctrl_c() -> Iterator[None]:
    """SIGTERM (`kill`, a stopping service) unwinds like Ctrl-C, so the cleanup runs instead of leaving a
    worktree, a branch and a test process behind."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def run(args: argparse.Namespace, progress: Callable[[str], None]) -> int:
    request = build_request(args)
    prepare(request)  # bad input fails here, as one line, before a flow run or a worktree exists
    try:
        with _terminate_like_ctrl_c():
            return _run(request, args, progress)
    except KeyboardInterrupt:
        print("twokey: interrupted; the fix worktree and its uncommitted branch were removed, the ticket is "
              "unchanged and your working tree was never touched", file=sys.stderr)
        return int(ExitCode.STOPPED_OR_PAUSED)


def _run(request: FixRequest, args: argparse.Namespace, progress: Callable[[str], None]) -> int:
    if args.no_prefect:
        approve = terminal_approver if request.autonomy is Autonomy.SEMI else None
        report = run_fix(request, progress=progress, **({"approve": approve} if approve else {}))
    else:
        report = _through_prefect(request, args)
    print(render("fix_summary.md.j2", report) if args.format == "markdown" else _text(report), end="")
    return report.exit_code


def _text(report: FixReport) -> str:
    lines = [f"twokey fix {report.ticket_id} ({report.title}): {report.status.value}", f"  {report.reason}"]
    if report.commit:
        lines.append(f"  branch {report.branch}, commit {report.commit}")
    for gate in report.gates:
        lines.append(f"  gate {gate.line()}")
    if report.critic:
        lines.append(f"  critic {report.critic.verdict.value}: {report.critic.summary}")
    if report.baseline:
        after = f"; after {report.after.summary()}" if report.after else ""
        lines.append(f"  tests at baseline {report.baseline.summary()}{after}")
    for name, position in report.positions.items():
        lines.append(f"  {name}'s position: {position}")
    lines += [f"  note: {note}" for note in report.notes]
    lines += [f"  evidence: {report.evidence_dir}", f"  event log: {report.event_log}"]
    return "\n".join(lines) + "\n"


def add_arguments(fix: argparse.ArgumentParser) -> None:
    fix.add_argument("ticket_id", metavar="TICKET", help="an open ticket id such as TK-0007")
    fix.add_argument("--repo", type=Path, default=Path("."), help="the repository (default .)")
    fix.add_argument("--backlog", type=Path, help="the backlog folder (default <repo>/docs/backlog)")
    fix.add_argument("--autonomy", choices=[a.value for a in Autonomy], default="auto",
                     help="auto: commit when the gates pass; semi: ask first; observe: commit nothing")
    fix.add_argument("--test-cmd", help="the target's test command (default: python -m pytest -q if tests exist)")
    fix.add_argument("--timeout", type=float, default=600.0, help="seconds each test run may take (default 600)")
    fix.add_argument("--writer", default="builtin", help="who writes the fix (default builtin)")
    fix.add_argument("--critic", default="builtin", help="who reviews it, read-only (default builtin)")
    fix.add_argument("--max-rounds", type=int, default=3, help="writer/critic rounds before `blocked` (default 3)")
    fix.add_argument("--on-existing-branch", choices=("refuse", "suffix"), default="refuse",
                     help="if twokey/fix-TICKET exists: refuse (default) or use a -2, -3 ... suffix")
    fix.add_argument("--approval-timeout", type=int, default=3600, help="semi: seconds to wait for an answer")
    fix.add_argument("--approval-poll", type=float, default=5.0, help="semi: seconds between checks for an answer")
    fix.add_argument("--format", choices=("text", "markdown"), default="text", help="what to print on stdout")
    fix.add_argument("--no-prefect", action="store_true", help="run the same fix without recording it in Prefect")
