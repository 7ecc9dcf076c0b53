"""Deployments per repository: `nightly-audit-<key>` on a cron schedule, and `fix-ticket-<key>` on demand.

One list of `DeploymentSpec`s is the single description: `twokey serve` turns it into runner
deployments served from its own process, and `twokey serve --prefect-yaml FILE --pool NAME`
writes the same deployments as a `prefect.yaml` for `prefect deploy` onto a work pool. The
key is the repository's folder name and a short hash of its path, so deployments of two
checkouts named alike never overwrite each other. Nothing here has logic of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast
from uuid import UUID

import yaml

from flows.prefect_glue.labels import repo_key
from twokey.kernel.nightly import NightlyRepository
from twokey.kernel.settings import load_settings
from twokey.kernel.snapshot import open_target

if TYPE_CHECKING:
    from prefect.deployments.runner import RunnerDeployment

# Only the schedule is the deployment's own; the rest is what each run overrides.
SCHEDULE_KEYS = ("cron", "timezone")
AUDIT_ENTRYPOINT = "flows.prefect_glue.audit_flow.audit_flow"
FIX_ENTRYPOINT = "flows.prefect_glue.fix_flow.fix_flow"


@dataclass(frozen=True)
class DeploymentSpec:
    """One deployment, before it is served or written to prefect.yaml."""

    entrypoint: str
    name: str
    parameters: dict[str, Any]
    tags: tuple[str, ...]
    description: str
    cron: str | None = None
    timezone: str | None = None


def single_repository(repo: Path, overrides: dict[str, Any] | None = None) -> NightlyRepository:
    """`twokey serve --repo PATH [--cron ...]`: one repository, its flags as overrides."""
    _, target = open_target(repo)
    given = dict(overrides or {})
    settings = load_settings(None if target.bare else target.root, given).settings
    return NightlyRepository(root=target.root, name=target.name, overrides=given, settings=settings)


def specs(repository: NightlyRepository) -> list[DeploymentSpec]:
    """The nightly audit and the on-demand fix of one repository."""
    root, key = str(repository.root), repo_key(repository.root)
    passed = {k: v for k, v in repository.overrides.items() if k not in SCHEDULE_KEYS}
    shared = {"settings": passed} if passed else {}
    settings = repository.settings
    audit = DeploymentSpec(
        entrypoint=AUDIT_ENTRYPOINT, name=f"nightly-audit-{key}", parameters={"path": root, **shared},
        tags=("twokey", "audit", "nightly", f"repo:{repository.name}"), cron=settings.cron,
        timezone=settings.timezone,
        description=f"Nightly two-key audit of {root} ({settings.cron}, {settings.timezone}); "
                    "tickets land in its backlog.")
    fix = DeploymentSpec(
        entrypoint=FIX_ENTRYPOINT, name=f"fix-ticket-{key}", parameters={"repo": root, **shared},
        tags=("twokey", "fix", f"repo:{repository.name}"),
        description=f"Fix one ticket of {root} on a new branch: run with -p ticket_id=TK-0007 "
                    "(and -p 'settings={\"autonomy\": \"semi\"}' to approve in the UI).")
    return [audit, fix]


def runner_deployment(spec: DeploymentSpec) -> RunnerDeployment:
    from prefect.client.schemas.schedules import CronSchedule
    from prefect.deployments.runner import EntrypointType, RunnerDeployment

    from flows.prefect_glue.audit_flow import audit_flow
    from flows.prefect_glue.fix_flow import fix_flow

    flow = audit_flow if spec.entrypoint == AUDIT_ENTRYPOINT else fix_flow
    schedules = [CronSchedule(cron=spec.cron, timezone=spec.timezone)] if spec.cron else None
    # to_deployment() is typed to return a coroutine too: it does so only inside a running event
    # loop, and this is plain synchronous code, so it returns the deployment itself.
    return cast(RunnerDeployment, flow.to_deployment(
        name=spec.name, schedules=schedules, parameters=spec.parameters, tags=list(spec.tags),
        description=spec.description, entrypoint_type=EntrypointType.MODULE_PATH))


def deployments(repo: Path, overrides: dict[str, Any] | None = None) -> list[RunnerDeployment]:
    """The runner deployments of one repository (what `twokey serve --repo` serves)."""
    return [runner_deployment(spec) for spec in specs(single_repository(repo, overrides))]


def prefect_yaml(repositories: list[NightlyRepository], pool: str) -> str:
    """The same deployments as a prefect.yaml: `prefect deploy --all` puts them on work pool POOL."""
    from prefect import __version__

    document = {"name": "twokey-nightly", "prefect-version": __version__, "build": None, "push": None,
                "pull": None, "deployments": [_yaml_entry(spec, pool) for r in repositories for spec in specs(r)]}
    header = ("# Written by `twokey serve --prefect-yaml`: the deployments `twokey serve` would serve.\n"
              "# Put them on the work pool with `prefect deploy --all`, then run `prefect worker start --pool "
              f"{pool}`\n# where twokey is installed and the repositories' paths exist.\n")
    return header + yaml.safe_dump(document, sort_keys=False, width=120)


def _yaml_entry(spec: DeploymentSpec, pool: str) -> dict[str, Any]:
    schedules = [{"cron": spec.cron, "timezone": spec.timezone, "active": True}] if spec.cron else []
    return {"name": spec.name, "entrypoint": spec.entrypoint, "description": spec.description,
            "tags": list(spec.tags), "parameters": spec.parameters, "schedules": schedules,
            "work_pool": {"name": pool}}


def serve(repositories: list[NightlyRepository], run_now: bool = False) -> None:
    """Register every repository's deployments and run them from this process until it is stopped.

    RUN_NOW also starts each nightly audit once at once, as the scheduler would at its hour.
    """
    from prefect import serve as prefect_serve

    served = [runner_deployment(spec) for repository in repositories for spec in specs(repository)]
    if run_now:
        _start_nightly_runs(served)
    prefect_serve(*served)


def _start_nightly_runs(served: list[RunnerDeployment]) -> None:
    from prefect.deployments import run_deployment

    for deployment in served:
        if deployment.schedules:  # the nightly audits; a fix needs a ticket id
            # apply() is typed to return a coroutine too: only inside a running event loop, not here.
            run_deployment(cast(UUID, deployment.apply()), timeout=0)
