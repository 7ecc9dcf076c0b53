"""The audit as a Prefect 3 flow: a thin wrapper that turns the core's steps into throttled tasks.

Task runs grow with batches of files, not with findings: one raise task and at most one
refute task per batch and round, plus one persist task. The commit is pinned once; the run
is then named `audit-<repo>-<sha8>` and tagged `repo:`/`commit:` by the flow itself, so CLI
and deployment runs look alike. Each provider call holds a slot of its provider's limit and
the whole run one of its backlog's. The run leaves a summary, a findings table and the
backlog's trend as artifacts keyed per repository.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from prefect import flow, get_run_logger, task
from prefect.artifacts import create_markdown_artifact, create_table_artifact
from prefect.cache_policies import NO_CACHE
from prefect.runtime import flow_run

from flows.audit.core import AuditReport, AuditRequest, backlog_folder, request_for, run_audit
from flows.audit.protocol import RunHalted
from flows.audit.summary import render_markdown, summarise
from flows.prefect_glue.labels import artifact_key, label_run, repo_key
from flows.prefect_glue.limits import BACKLOG_SLOTS, Throttle, backlog_limit, ensure, provider_limit, slot
from flows.prefect_glue.run_states import failed_state, final_state
from tickets import trend
from tickets.store import Backlog
from twokey.kernel.errors import BacklogBusy, TwokeyError
from twokey.kernel.settings import Settings, SettingsOverrides
from twokey.kernel.snapshot import Target, open_target
from twokey.kernel.status import RunStatus

__all__ = ["artifact_key", "audit_flow", "prefect_step"]
_TASKS: dict[str, Any] = {}
# A `--no-prefect` audit of the same backlog (not held back by the Prefect limit) may hold the lock a moment.
TREND_WAIT_SECONDS = 30.0


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


def audit_throttle(settings: Settings, key: str) -> Throttle:
    """Each slot's raise and refute hold its provider's limit; the run holds its backlog's."""
    by_step, slots = {}, {backlog_limit(key): BACKLOG_SLOTS}
    for slot_name, spec in (("agent_a", settings.agent_a), ("agent_b", settings.agent_b)):
        limit = provider_limit(spec)
        by_step[f"raise {slot_name}"] = by_step[f"refute {slot_name}"] = [limit]
        slots[limit] = settings.provider_slots
    return Throttle(by_step=by_step, slots=slots, policy=settings.missing_limits, timeout=settings.slot_timeout)


def _quota_wait(reason: str) -> Exception:
    return RunHalted(RunStatus.WAITING_QUOTA, reason)


def publish_artifacts(report: AuditReport, key: str, points: list[trend.TrendPoint], zone: str) -> None:
    summary = summarise(report)
    where = f"{report.target.name}@{report.target.short}"
    create_markdown_artifact(markdown=render_markdown(summary), key=artifact_key("audit", key),
                             description=f"twokey audit of {where}: {summary.status}")
    rows = [{"ticket": line.id, "change": change, "severity": line.severity, "title": line.title,
             "location": line.location, "file": line.file}
            for change in ("new", "reopened", "persisting", "resolved")
            for line in getattr(summary, change)]
    create_table_artifact(table=rows or [{"ticket": "-", "change": "none", "severity": "-", "title": "no tickets",
                                          "location": "-", "file": "-"}],
                          key=artifact_key("audit", key, "findings"), description=f"Tickets touched by {where}")
    create_table_artifact(table=trend.nightly_rows(points, zone), key=artifact_key("audit", key, "trend"),
                          description=f"Open tickets of {report.target.name} by severity, per night ({zone})")


def record_trend(report: AuditReport, request: AuditRequest, warn: Callable[[str], None]) -> list[trend.TrendPoint]:
    """Add this run's point to the backlog's series. The tickets are already written: a busy lock costs the
    point, never the run."""
    point = trend.point_after(report.tickets, time=datetime.now(UTC), run_id=report.run_id,
                              commit=report.target.commit, status=report.status.value)
    backlog = Backlog(report.backlog_dir)
    try:
        with backlog.locked(max(request.wait_seconds, TREND_WAIT_SECONDS)):
            return trend.record(backlog, point)
    except BacklogBusy as busy:
        warn(f"this run's point is missing from {trend.TREND_NAME}: {busy}")
        return [*trend.read_points(backlog), point]


def _pin(path: str, commit: str | None, settings: SettingsOverrides | None,
         wait_seconds: float, retry_of: str | None = None) -> tuple[AuditRequest, Target]:
    """Pin the commit once: the run's name, its tags and the audit all use this sha."""
    _, target = open_target(path, commit)
    request = request_for(path, commit=target.commit, overrides=settings, wait_seconds=wait_seconds,
                          retry_of=retry_of)
    backlog_folder(request, target)  # a bare repository without a backlog is refused before any limit is taken
    label_run(f"audit-{target.name}-{target.short}",
              ["twokey", "audit", f"repo:{target.name}", f"commit:{target.short}"])
    return request, target


@flow(name="audit", flow_run_name=audit_run_name, log_prints=False, persist_result=False)
def audit_flow(path: str, commit: str | None = None, settings: SettingsOverrides | None = None,
               wait_seconds: float = 0.0, retry_of: str | None = None) -> AuditReport:
    """Audit the repository at PATH with two adversarial slots and update its backlog.

    SETTINGS override the repository's own config (`[tool.twokey]`, `twokey.toml`) key by key.
    """
    logger = get_run_logger()
    try:
        request, target = _pin(path, commit, settings, wait_seconds, retry_of)
        key = repo_key(target.root)
        throttle = audit_throttle(request.settings, key)
        for created in ensure(throttle.slots, throttle.policy):
            logger.info("created Prefect concurrency limit %s (prefect gcl update to change it)", created)
        with slot([backlog_limit(key)], throttle.timeout):
            report = run_audit(request, step=throttle.runner(prefect_step, _quota_wait), progress=logger.info)
            points = record_trend(report, request, logger.warning)
    except TwokeyError as error:  # the caller gets the error back; the UI gets its one line, no traceback
        logger.error("%s", error.show())
        return failed_state(error)
    publish_artifacts(report, key, points, request.settings.timezone)
    logger.info("audit %s: %s, %d new, %d persisting, %d resolved", report.run_id, report.status.value,
                len(report.change.new), len(report.change.persisting), len(report.change.resolved))
    return final_state(report.status, report.reason, report)
