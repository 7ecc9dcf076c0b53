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
from typing import TYPE_CHECKING

from twokey.commands.settings_flags import FIX_KEYS, add_setting_flags, overrides_from
from twokey.kernel.status import ExitCode

if TYPE_CHECKING:  # the fix machinery loads when a fix runs, not whenever the CLI parses its flags
    from flows.fix.core import FixRequest
    from flows.fix.report import ApprovalDecision, ApprovalRequest, FixReport


def build_request(args: argparse.Namespace) -> FixRequest:
    from flows.fix.core import fix_request_for

    return fix_request_for(args.ticket_id, args.repo, overrides_from(args))


def terminal_approver(request: ApprovalRequest) -> ApprovalDecision:
    """--no-prefect with semi: ask on the terminal (stdin must be one)."""
    from flows.fix.report import ApprovalDecision

    print(f"Approve the fix of {request.ticket_id} on {request.branch}?\n  diff: {request.diff_summary}",
          *(f"  {gate}" for gate in request.gates), f"  critic: {request.critic}", sep="\n", file=sys.stderr)
    if not sys.stdin.isatty():
        return ApprovalDecision(approved=False, reason="no terminal to ask on", by="twokey")
    answer = input("approve? [y/N] ").strip().lower()
    reason = input("reason (optional): ").strip()
    return ApprovalDecision(approved=answer in ("y", "yes"), reason=reason, by=os.environ.get("USER", "terminal"))


def _through_prefect(request: FixRequest, args: argparse.Namespace) -> FixReport:
    from prefect import tags

    from flows.prefect_glue.fix_flow import fix_flow
    from flows.prefect_glue.run_states import report_of
    from twokey.kernel.settings import SettingsOverrides

    with tags("twokey", "fix", f"ticket:{request.ticket_id}", f"repo:{request.repo.resolve().name}"):
        state = fix_flow(ticket_id=request.ticket_id, repo=str(request.repo),
                         settings=SettingsOverrides(**overrides_from(args)), return_state=True)
    return report_of(state)  # a fix that needs a person ends Failed in the UI; its report still comes back


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
    from flows.fix.core import prepare, settle_merged

    request = build_request(args)
    settled = settle_merged(request)  # a merged fix: the ticket becomes fixed, and there is nothing to run
    if settled is not None:
        print(f"twokey fix {request.ticket_id}: done\n  {settled}")
        return int(ExitCode.DONE)
    prepare(request)  # bad input fails here, as one line, before a flow run or a worktree exists
    try:
        with _terminate_like_ctrl_c():
            return _run(request, args, progress)
    except KeyboardInterrupt:
        print("twokey: interrupted; the fix worktree and its uncommitted branch were removed, the ticket is "
              "unchanged and your working tree was never touched", file=sys.stderr)
        return int(ExitCode.STOPPED_OR_PAUSED)


def _run(request: FixRequest, args: argparse.Namespace, progress: Callable[[str], None]) -> int:
    from flows.fix.close import render
    from flows.fix.core import run_fix
    from flows.fix.report import Autonomy

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
    if report.test_env:
        lines.append(f"  tests ran with {report.test_env}")
    if report.baseline:
        after = f"; after {report.after.summary()}" if report.after else ""
        lines.append(f"  tests at baseline {report.baseline.summary()}{after}")
    if report.untested:
        lines.append("  UNTESTED: a person accepted this fix without test evidence (--allow-untested)")
    failed = report.failed_tests()
    if failed is not None and failed.output_tail.strip():
        lines.append(f"  output of `{failed.command}` (last lines):")
        lines += [f"    | {line}" for line in failed.tail().splitlines()]
    for name, position in report.positions.items():
        lines.append(f"  {name}'s position: {position}")
    lines += [f"  note: {note}" for note in report.notes]
    lines += [f"  evidence: {report.evidence_dir}", f"  event log: {report.event_log}"]
    return "\n".join(lines) + "\n"


def add_arguments(fix: argparse.ArgumentParser) -> None:
    fix.add_argument("ticket_id", metavar="TICKET", help="an open ticket id such as TK-0007")
    fix.add_argument("--repo", type=Path, default=Path("."), help="the repository (default .)")
    add_setting_flags(fix, FIX_KEYS, {"agent_a": "names the re-check's raiser (default: the providers recorded on "
                                                 "the ticket)", "agent_b": "names the re-check's refuter"})
    fix.add_argument("--format", choices=("text", "markdown"), default="text", help="what to print on stdout")
    fix.add_argument("--no-prefect", action="store_true", help="run the same fix without recording it in Prefect")
