"""`twokey audit`: pre-flight the input, run the audit (through Prefect unless told not to), print.

Input is validated before any flow run starts, so a bad path or ref costs no Prefect run
and prints no traceback.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from flows.audit.core import (
    AuditReport,
    AuditRequest,
    backlog_folder,
    request_for,
    run_audit,
)
from flows.audit.summary import render_text, summarise
from tickets.models import TicketStatus
from tickets.records import Ticket
from tickets.sarif import RunFacts
from tickets.store import Backlog
from twokey.commands.settings_flags import overrides_from
from twokey.kernel.coverage import SkipKind
from twokey.kernel.errors import PrefectUnavailable, UsageError
from twokey.kernel.paths import state_home
from twokey.kernel.snapshot import Target, open_target
from twokey.kernel.status import RunStatus


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
    from flows.prefect_glue.run_states import report_of
    from twokey.kernel.settings import SettingsOverrides

    problem = api_problem()
    if problem is not None:
        raise PrefectUnavailable(
            f"{problem}; start it, unset PREFECT_API_URL for a temporary one, or pass --no-prefect")

    # The sha pinned once here is what the run's name, its tags and the audit all use.
    try:
        with tags("twokey", "audit", f"repo:{target.name}", f"commit:{target.short}"):
            state = audit_flow(path=str(request.path), commit=target.commit, settings=SettingsOverrides(**overrides),
                               wait_seconds=request.wait_seconds, retry_of=request.retry_of, return_state=True)
    except RuntimeError as error:  # Prefect's temporary server did not come up: say what to do, no traceback
        if "ephemeral" not in str(error).lower():
            raise
        raise PrefectUnavailable("the temporary Prefect server did not start in time; start one with `prefect server "
                                 "start --host 127.0.0.1` and set PREFECT_API_URL, or pass --no-prefect") from None
    return report_of(state)  # a run that needs a person ends Failed in the UI; its report still comes back


def sarif_tickets(report: AuditReport) -> list[Ticket]:
    """Every ticket still standing in the audited folder, not only those seen this run: code scanning closes an
    alert that an upload leaves out, and a ticket in a file skipped tonight is not fixed."""
    standing = (TicketStatus.OPEN, TicketStatus.IN_PROGRESS, TicketStatus.WONTFIX)
    return [ticket for ticket in report.tickets
            if ticket.status in standing and ticket.locations[0].path.startswith(report.scope)]


def sarif_facts(report: AuditReport) -> RunFacts:
    finished = datetime.now(UTC)
    return RunFacts(run_id=report.run_id, commit=report.target.commit,
                    started=report.started or finished - timedelta(seconds=report.seconds), finished=finished,
                    successful=report.status is RunStatus.DONE, exit_code=report.exit_code, scope=report.scope,
                    # a withheld secret is named once, by secrets_present, not again as a skipped file
                    skipped=[(s.path, s.reason) for s in report.skipped if s.kind is not SkipKind.SECRET],
                    skipped_kinds={s.path: s.kind.value for s in report.skipped},
                    secrets_present=report.secrets_present,
                    status=report.status.value, reason=report.reason)


def print_report(report: AuditReport, output_format: str) -> None:
    if output_format == "json":
        print(summarise(report).model_dump_json(indent=2))
    elif output_format == "sarif":
        from importlib.metadata import version

        from tickets.sarif import to_sarif

        print(json.dumps(to_sarif(sarif_tickets(report), version("twokey"), sarif_facts(report)), indent=2))
    else:
        print(render_text(summarise(report)), end="")


def run(args: argparse.Namespace, progress: Callable[[str], None]) -> int:
    request = build_request(args)
    return _run(request, overrides_from(args), args.no_prefect, args.format, progress)


def run_again(args: argparse.Namespace, progress: Callable[[str], None], *, path: str, commit: str,
              overrides: dict, retry_of: str) -> int:
    """`twokey runs retry`: the recorded request, pinned to its commit, as a new run that says what it retries."""
    request = request_for(path, commit=commit, overrides=overrides, retry_of=retry_of)
    return _run(request, overrides, args.no_prefect, args.format, progress)


def _run(request: AuditRequest, overrides: dict, no_prefect: bool, output_format: str,
         progress: Callable[[str], None]) -> int:
    target = preflight(request)
    if no_prefect:
        report = run_audit(request, progress=progress)
    else:
        report = _through_prefect(request, target, overrides)
    print_report(report, output_format)
    if report.reason:
        progress(f"{report.status.value}: {report.reason}")
    if report.status.value in ("blocked", "waiting_quota", "ambiguous"):
        progress(f"run {report.run_id}: `twokey runs show {report.run_id}` says what a person can do next")
    return report.exit_code
