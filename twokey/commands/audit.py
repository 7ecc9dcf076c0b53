"""`twokey audit`: pre-flight the input, run the audit (through Prefect unless told not to), print.

Input is validated before any flow run starts, so a bad path or ref costs no Prefect run
and prints no traceback.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path

from flows.audit.core import (
    AuditReport,
    AuditRequest,
    backlog_folder,
    request_for,
    run_audit,
)
from flows.audit.summary import render_text, summarise
from tickets.store import Backlog
from twokey.commands.settings_flags import overrides_from
from twokey.kernel.errors import PrefectUnavailable, UsageError
from twokey.kernel.paths import state_home
from twokey.kernel.snapshot import Target, open_target


def _sample_path(args: argparse.Namespace) -> Path:
    from twokey.sample import SAMPLE_NAME, materialise

    return materialise((args.sample_dir or state_home() / "sample" / SAMPLE_NAME).expanduser().resolve())


def build_request(args: argparse.Namespace) -> AuditRequest:
    if args.sample == bool(args.path):
        raise UsageError("give a repository PATH or --sample, not both and not neither")
    path = _sample_path(args) if args.sample else Path(args.path)
    return request_for(path, commit=args.commit, overrides=overrides_from(args), wait_seconds=args.wait)


def preflight(request: AuditRequest) -> Target:
    """Every check that can fail on user input, before a flow run exists; returns the pinned target."""
    from agent_providers.registry import audit_slots
    from agent_providers.seam import require_spend_consent

    _, target = open_target(request.path, request.commit)
    Backlog(backlog_folder(request, target))
    settings = request.settings
    slots = audit_slots(settings.agent_a, settings.agent_b, settings)
    require_spend_consent(list(slots.values()), max_usd=settings.max_usd, allowed=settings.allow_model_calls)
    return target


def _through_prefect(request: AuditRequest, target: Target, overrides: dict) -> AuditReport:
    from prefect import tags

    from flows.prefect_glue.api import api_problem
    from flows.prefect_glue.audit_flow import audit_flow
    from twokey.kernel.settings import SettingsOverrides

    problem = api_problem()
    if problem is not None:
        raise PrefectUnavailable(
            f"{problem}; start it, unset PREFECT_API_URL for a temporary one, or pass --no-prefect")

    # The sha pinned once here is what the run's name, its tags and the audit all use.
    with tags("twokey", "audit", f"repo:{target.name}", f"commit:{target.short}"):
        return audit_flow(path=str(request.path), commit=target.commit, settings=SettingsOverrides(**overrides),
                          wait_seconds=request.wait_seconds)


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
        report = _through_prefect(request, target, overrides_from(args))
    print_report(report, args.format)
    if report.reason:
        progress(f"{report.status.value}: {report.reason}")
    return report.exit_code
