"""The fix as a Prefect 3 flow: a thin wrapper over `flows.fix.core` that adds tasks, a pause, an artifact.

The run is named `fix-<repo>-<ticket>` and tagged with the repository, its commit and the ticket,
by the flow itself, so CLI and deployment runs look alike. The writer's, the critic's and the
re-check's calls each hold a slot of their provider's concurrency limit. With autonomy
`semi` it pauses for an `Approval` input (resumed from the UI or `resume_flow_run`); a
pause that times out ends the run `stopped` with nothing committed. A refusal (a hanging
test command, a busy lock) fails the run with its one-line message, never a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from prefect import flow, get_run_logger, tags
from prefect.artifacts import create_markdown_artifact
from prefect.exceptions import FlowPauseTimeout
from prefect.flow_runs import pause_flow_run
from prefect.input import RunInput
from prefect.runtime import flow_run
from prefect.states import Failed, Running, State
from pydantic import Field

from flows.fix.close import render
from flows.fix.core import FixRequest, fix_request_for, run_fix
from flows.fix.gates import spec_of
from flows.fix.report import ApprovalDecision, ApprovalRequest, Approver, FixReport
from flows.prefect_glue.audit_flow import prefect_step
from flows.prefect_glue.labels import artifact_key, label_run, repo_key
from flows.prefect_glue.limits import SlotTimeout, Throttle, ensure, provider_limit
from flows.prefect_glue.run_states import failed_state, final_state
from tickets.store import Backlog
from twokey.kernel.errors import TwokeyError
from twokey.kernel.settings import SettingsOverrides
from twokey.kernel.snapshot import Target, open_target

T = TypeVar("T")


class Approval(RunInput):
    """What a person sees and answers when a `semi` fix pauses: approve (and why), or reject."""

    ticket: str = Field(default="", description="the ticket being fixed")
    branch: str = Field(default="", description="the branch the commit will go on")
    diff_summary: str = Field(default="", description="files changed, lines added and removed")
    gates: str = Field(default="", description="every gate's result")
    critic: str = Field(default="", description="the critic's verdict")
    approve: bool = Field(default=False, description="tick to commit the fix on the branch")
    reason: str = Field(default="", description="why (recorded in the ticket and the event log)")
    reviewer: str = Field(default="", description="who decides")


def fix_run_name() -> str:
    """`fix-<repo>-<ticket>`; a callable, because a template with a None field leaves an orphan run."""
    parameters = flow_run.parameters or {}
    try:
        _, target = open_target(parameters.get("repo", "."))
    except TwokeyError:
        return f"fix-invalid-target-{parameters.get('ticket_id') or 'unknown'}"
    return f"fix-{target.name}-{parameters.get('ticket_id') or 'unknown'}"


def pausing_approver(timeout_seconds: int, poll_seconds: float) -> Approver:
    def approve(request: ApprovalRequest) -> ApprovalDecision:
        description = (f"Approve the fix of **{request.ticket_id}** ({request.title}) on `{request.branch}`?\n\n"
                       f"Diff: {request.diff_summary}\n\nGates:\n" + "\n".join(f"- {g}" for g in request.gates)
                       + f"\n\nCritic: {request.critic}")
        initial = Approval.with_initial_data(description=description, ticket=request.ticket_id,
                                             branch=request.branch, diff_summary=request.diff_summary,
                                             gates="; ".join(request.gates), critic=request.critic)
        try:
            # Prefect annotates poll_interval as int but only sleeps on it; the setting allows fractions of a second.
            answer = pause_flow_run(wait_for_input=initial, timeout=timeout_seconds,
                                    poll_interval=poll_seconds)  # type: ignore[call-overload]
        except FlowPauseTimeout:
            _running_again()
            return ApprovalDecision(approved=None)
        return ApprovalDecision(approved=answer.approve, reason=answer.reason, by=answer.reviewer or "a Prefect user")

    return approve


def _running_again() -> None:
    """A timed-out pause leaves the run Paused, and Prefect then turns its ending into "completed and never
    resumed"; set it Running so it ends with its real outcome (`stopped`, said in the artifact)."""
    from prefect.client.orchestration import get_client

    with get_client(sync_client=True) as client:
        client.set_flow_run_state(flow_run.id, Running(message="approval timed out; nothing is committed"),
                                  force=True)


def quiet_step(name: str, step: Callable[..., T], *args: object) -> T:
    """A fix step as a Prefect task; a refusal fails the task with its one-line message and is raised again
    outside it, so Prefect logs no traceback for what is a user-facing error."""
    raised: list[TwokeyError] = []

    def guarded(*inner: object) -> T | State:
        try:
            return step(*inner)
        except TwokeyError as error:
            raised.append(error)
            return Failed(message=str(error))

    result = prefect_step(name, guarded, *args)
    if raised:
        raise raised[0]
    return result


def fix_throttle(request: FixRequest, target: Target) -> Throttle:
    """The writer's and the critic's calls hold their providers' limits; a re-check holds both raisers'."""
    settings = request.settings
    recheck = request.recheck_with or _recorded_specs(request, target)
    writer, critic = provider_limit(settings.writer), provider_limit(settings.critic)
    rechecks = sorted({provider_limit(spec) for spec in recheck})
    by_step = {"write": [writer], "review": [critic], "reverify": rechecks, "gates": rechecks}
    slots = dict.fromkeys([writer, critic, *rechecks], settings.provider_slots)
    return Throttle(by_step=by_step, slots=slots, policy=settings.missing_limits, timeout=settings.slot_timeout)


def _recorded_specs(request: FixRequest, target: Target) -> tuple[str, ...]:
    ticket = Backlog(request.settings.backlog_dir(target.root)).find(request.ticket_id).ticket
    return spec_of(ticket.raised_by), spec_of(ticket.confirmed_by)


def publish_artifact(report: FixReport, key: str) -> None:
    create_markdown_artifact(markdown=render("fix_summary.md.j2", report),
                             key=artifact_key("fix", key, report.ticket_id),
                             description=f"twokey fix of {report.ticket_id}: {report.status.value}")


@flow(name="fix", flow_run_name=fix_run_name, log_prints=False, persist_result=False)
def fix_flow(ticket_id: str, repo: str = ".", settings: SettingsOverrides | None = None) -> FixReport:
    """Fix one ticket on a new branch through the writer/critic gates.

    SETTINGS override the repository's own config key by key, e.g. `{"autonomy": "semi"}`.
    """
    logger = get_run_logger()
    try:
        _, target = open_target(repo)
        labels = ["twokey", "fix", f"ticket:{ticket_id}", f"repo:{target.name}", f"commit:{target.short}"]
        label_run(f"fix-{target.name}-{ticket_id}", labels)
        request = fix_request_for(ticket_id, repo, settings)
        throttle = fix_throttle(request, target)
        for created in ensure(throttle.slots, throttle.policy):
            logger.info("created Prefect concurrency limit %s (prefect gcl update to change it)", created)
        approver = pausing_approver(request.settings.approval_timeout, request.settings.approval_poll)
        with tags(*labels):
            report = run_fix(request, step=throttle.runner(quiet_step, SlotTimeout), approve=approver,
                             progress=logger.info)
    except TwokeyError as error:  # the caller gets the error back; the UI gets its one line, no traceback
        logger.error("%s", error.show())
        return failed_state(error)
    publish_artifact(report, repo_key(target.root))
    logger.info("fix %s of %s: %s. %s", report.run_id, report.ticket_id, report.status.value, report.reason)
    return final_state(report.status, report.reason, report)
