"""`twokey audit`: pre-flight the input, run the audit (through Prefect unless told not to), print.

Input is validated before any flow run starts, so a bad path or ref costs no Prefect run
and prints no traceback.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path

from flows.audit_core import AuditReport, AuditRequest, backlog_folder, run_audit
from flows.protocol import Ceilings
from flows.summary import render_text, summarise
from tickets.store import Backlog
from twokey.errors import PrefectUnavailable, UsageError
from twokey.events import state_home
from twokey.snapshot import Target, open_target


def _sample_path(args: argparse.Namespace) -> Path:
    from twokey.sample import SAMPLE_NAME, materialise

    return materialise((args.sample_dir or state_home() / "sample" / SAMPLE_NAME).expanduser().resolve())


def build_request(args: argparse.Namespace) -> AuditRequest:
    if args.sample == bool(args.path):
        raise UsageError("give a repository PATH or --sample, not both and not neither")
    if args.batch_size < 1:
        raise UsageError(f"--batch-size {args.batch_size} must be at least 1")
    path = _sample_path(args) if args.sample else Path(args.path)
    return AuditRequest(path=path, commit=args.commit, backlog=args.backlog, agent_a=args.agent_a,
                        agent_b=args.agent_b, batch_size=args.batch_size,
                        ceilings=Ceilings(max_turns=args.max_turns, max_minutes=args.max_minutes),
                        wait_seconds=args.wait, exclude=tuple(args.exclude))


def preflight(request: AuditRequest) -> Target:
    """Every check that can fail on user input, before a flow run exists; returns the pinned target."""
    from agent_providers.registry import provider_for
    from tickets.models import Slot

    _, target = open_target(request.path, request.commit)
    Backlog(backlog_folder(request, target))
    provider_for(Slot.AGENT_A, request.agent_a)
    provider_for(Slot.AGENT_B, request.agent_b)
    return target


def _through_prefect(request: AuditRequest, target: Target) -> AuditReport:
    from prefect import tags

    from flows.audit_flow import audit_flow
    from twokey.prefect_api import api_problem

    problem = api_problem()
    if problem is not None:
        raise PrefectUnavailable(f"{problem}; start it, unset PREFECT_API_URL for a temporary one, or pass --no-prefect")

    # The sha pinned once here is what the run's name, its tags and the audit all use.
    with tags("twokey", "audit", f"repo:{target.name}", f"commit:{target.short}"):
        return audit_flow(path=str(request.path), commit=target.commit,
                          backlog=str(request.backlog) if request.backlog else None,
                          agent_a=request.agent_a, agent_b=request.agent_b, exclude=list(request.exclude),
                          batch_size=request.batch_size, max_minutes=request.ceilings.max_minutes,
                          max_turns=request.ceilings.max_turns, wait_seconds=request.wait_seconds)


def print_report(report: AuditReport, output_format: str) -> None:
    if output_format == "json":
        print(summarise(report).model_dump_json(indent=2))
    elif output_format == "sarif":
        from importlib.metadata import version

        from tickets.sarif import to_sarif

        touched = report.change.new + report.change.reopened + report.change.persisting
        print(json.dumps(to_sarif(touched, version("twokey")), indent=2))
    else:
        print(render_text(summarise(report)), end="")


def run(args: argparse.Namespace, progress: Callable[[str], None]) -> int:
    request = build_request(args)
    target = preflight(request)
    if args.no_prefect:
        report = run_audit(request, progress=progress)
    else:
        report = _through_prefect(request, target)
    print_report(report, args.format)
    if report.reason:
        progress(f"{report.status.value}: {report.reason}")
    return report.exit_code
