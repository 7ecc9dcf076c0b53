"""Deployments for one repository: a nightly cron audit, and an on-demand fix taking a ticket id.

`twokey serve --repo PATH` serves both from this process; then
`prefect deployment run 'fix/<repo>' -p ticket_id=TK-0007` fixes a ticket, and the audit runs on
its own schedule. The schedule and every default come from the repository's settings; the
flags given to `serve` are passed on as the runs' setting overrides. Nothing here has logic of its own.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

from prefect.client.schemas.schedules import CronSchedule
from prefect.deployments.runner import RunnerDeployment

from flows.prefect_glue.audit_flow import audit_flow
from flows.prefect_glue.fix_flow import fix_flow
from twokey.kernel.settings import load_settings

# Only the schedule is the deployment's own; the rest is what each run overrides.
SCHEDULE_KEYS = ("cron", "timezone")


def deployments(repo: Path, overrides: dict[str, Any] | None = None) -> list[RunnerDeployment]:
    """The nightly audit and the on-demand fix of REPO, named after it."""
    root = repo.expanduser().resolve()
    settings = load_settings(root, overrides).settings
    passed = {key: value for key, value in (overrides or {}).items() if key not in SCHEDULE_KEYS}
    shared = {"settings": passed} if passed else {}
    # to_deployment() is typed to return a coroutine too: it does so only inside a running event
    # loop, and this is plain synchronous code, so it returns the deployment itself.
    audit = cast(RunnerDeployment, audit_flow.to_deployment(
        name=f"nightly-{root.name}", schedules=[CronSchedule(cron=settings.cron, timezone=settings.timezone)],
        parameters={"path": str(root), **shared}, tags=["twokey", "audit", f"repo:{root.name}"],
        description=f"Nightly two-key audit of {root}; tickets land in its backlog."))
    fix = cast(RunnerDeployment, fix_flow.to_deployment(
        name=root.name, parameters={"repo": str(root), **shared},
        tags=["twokey", "fix", f"repo:{root.name}"],
        description=f"Fix one ticket of {root} on a new branch: run with -p ticket_id=TK-0007 "
                    "(and -p 'settings={\"autonomy\": \"semi\"}' to approve in the UI)."))
    return [audit, fix]


def serve(repo: Path, overrides: dict[str, Any] | None = None) -> None:
    """Register both deployments and run them from this process until it is stopped."""
    from prefect import serve as prefect_serve

    prefect_serve(*deployments(repo, overrides))
