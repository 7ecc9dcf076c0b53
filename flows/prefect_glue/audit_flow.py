"""The audit as a Prefect 3 flow: a thin wrapper that turns the core's steps into tasks.

Task runs grow with batches of files, not with findings: one raise task and at most one
refute task per batch and round, plus one persist task. The flow run is named
`audit-<repo>-<sha8>` and leaves a Markdown summary and a table of tickets as artifacts.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from prefect import flow, get_run_logger, task
from prefect.artifacts import create_markdown_artifact, create_table_artifact
from prefect.cache_policies import NO_CACHE
from prefect.runtime import flow_run

from flows.audit.core import AuditReport, request_for, run_audit
from flows.audit.summary import render_markdown, summarise
from flows.prefect_glue.run_states import failed_state, final_state
from twokey.kernel.errors import TwokeyError
from twokey.kernel.settings import SettingsOverrides
from twokey.kernel.snapshot import open_target

_TASKS: dict[str, Any] = {}


def artifact_key(*parts: str) -> str:
    """Prefect artifact keys allow only lowercase letters, digits and dashes."""
    return re.sub(r"-+", "-", re.sub(r"[^a-z0-9-]", "-", "-".join(parts).lower())).strip("-")


def audit_run_name() -> str:
    """`audit-<repo>-<sha8>`; a callable, because a template with a None field leaves an orphan run."""
    parameters = flow_run.parameters or {}
    try:
        _, target = open_target(parameters.get("path", "."), parameters.get("commit"))
    except TwokeyError:
        return "audit-invalid-target"
    return f"audit-{target.name}-{target.short}"


def prefect_step(name: str, step: Callable[..., Any], *args: Any) -> Any:
    """Run one protocol step as a Prefect task named after the step and its batch."""
    kind = name.split()[0]
    if kind not in _TASKS:
        # Inputs are live objects (a snapshot, providers): never hash or persist them.
        _TASKS[kind] = task(name=kind, cache_policy=NO_CACHE, persist_result=False)(_call_step)
    return _TASKS[kind].with_options(task_run_name=name)(step, *args)


def _call_step(step: Callable[..., Any], *args: Any) -> Any:
    return step(*args)


def publish_artifacts(report: AuditReport) -> None:
    summary = summarise(report)
    key = artifact_key("audit", report.target.name)
    create_markdown_artifact(markdown=render_markdown(summary), key=key,
                             description=f"twokey audit of {report.target.name}@{report.target.short}")
    rows = [{"ticket": line.id, "change": change, "severity": line.severity, "title": line.title,
             "location": line.location}
            for change in ("new", "reopened", "persisting", "resolved")
            for line in getattr(summary, change)]
    create_table_artifact(table=rows or [{"ticket": "-", "change": "none", "severity": "-", "title": "no tickets",
                                          "location": "-"}],
                          key=artifact_key("audit", report.target.name, "tickets"),
                          description="Tickets touched by this run")


@flow(name="audit", flow_run_name=audit_run_name, log_prints=False, persist_result=False)
def audit_flow(path: str, commit: str | None = None, settings: SettingsOverrides | None = None,
               wait_seconds: float = 0.0) -> AuditReport:
    """Audit the repository at PATH with two adversarial slots and update its backlog.

    SETTINGS override the repository's own config (`[tool.twokey]`, `twokey.toml`) key by key.
    """
    logger = get_run_logger()
    try:
        request = request_for(path, commit=commit, overrides=settings, wait_seconds=wait_seconds)
        report = run_audit(request, step=prefect_step, progress=logger.info)
    except TwokeyError as error:  # the caller gets the error back; the UI gets its one line, no traceback
        logger.error("%s", error.show())
        return failed_state(error)
    publish_artifacts(report)
    logger.info("audit %s: %s, %d new, %d persisting, %d resolved", report.run_id, report.status.value,
                len(report.change.new), len(report.change.persisting), len(report.change.resolved))
    return final_state(report.status, report.reason, report)
