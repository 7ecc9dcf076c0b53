"""Deployments for one repository: a nightly cron audit, and an on-demand fix taking a ticket id.

`twokey serve --repo PATH` serves both from this process; then
`prefect deployment run 'fix/<repo>' -p ticket_id=TK-0007` fixes a ticket, and the audit
runs on its own schedule (cron in UTC unless a timezone is given). Nothing here has logic of its own.
"""

from __future__ import annotations

from pathlib import Path

from prefect.client.schemas.schedules import CronSchedule
from prefect.deployments.runner import RunnerDeployment

from flows.audit_flow import audit_flow
from flows.fix_flow import fix_flow

NIGHTLY_CRON = "0 2 * * *"


def deployments(repo: Path, *, cron: str = NIGHTLY_CRON, timezone: str = "UTC", backlog: Path | None = None,
                test_cmd: str | None = None) -> list[RunnerDeployment]:
    """The nightly audit and the on-demand fix of REPO, named after it."""
    root = repo.expanduser().resolve()
    shared = {"backlog": str(backlog.expanduser().resolve())} if backlog else {}
    audit = audit_flow.to_deployment(
        name=f"nightly-{root.name}", schedule=CronSchedule(cron=cron, timezone=timezone),
        parameters={"path": str(root), **shared}, tags=["twokey", "audit", f"repo:{root.name}"],
        description=f"Nightly two-key audit of {root}; tickets land in its backlog.")
    fix = fix_flow.to_deployment(
        name=root.name, parameters={"repo": str(root), **shared, **({"test_cmd": test_cmd} if test_cmd else {})},
        tags=["twokey", "fix", f"repo:{root.name}"],
        description=f"Fix one ticket of {root} on a new branch: run with -p ticket_id=TK-0007 "
                    "(and -p autonomy=semi to approve in the UI).")
    return [audit, fix]


def serve(repo: Path, **options) -> None:
    """Register both deployments and run them from this process until it is stopped."""
    from prefect import serve as prefect_serve

    prefect_serve(*deployments(repo, **options))
