"""The fix as a Prefect 3 flow: a thin wrapper over `flows.fix.core` that adds tasks, a pause, an artifact.

The run is named `fix-<ticket>` and tagged with the repository and ticket. With autonomy
`semi` it pauses for an `Approval` input (resumed from the UI or `resume_flow_run`); a
pause that times out ends the run `stopped` with nothing committed. A refusal (a hanging
test command, a busy lock) fails the run with its one-line message, never a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
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
from flows.fix.core import fix_request_for, run_fix
from flows.fix.report import ApprovalDecision, ApprovalRequest, Approver, FixReport
from flows.prefect_glue.audit_flow import artifact_key, prefect_step
from flows.prefect_glue.run_states import failed_state, final_state
from twokey.kernel.errors import TwokeyError
from twokey.kernel.settings import SettingsOverrides

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
    return f"fix-{(flow_run.parameters or {}).get('ticket_id') or 'unknown'}"


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


def _tag_run(*wanted: str) -> None:
    """Tag the flow run itself, so a run started from a deployment carries its ticket and repository too."""
    from prefect.client.orchestration import get_client

    run_id = flow_run.id
    if run_id is None:
        return
    with get_client(sync_client=True) as client:
        current = client.read_flow_run(run_id).tags or []
        client.update_flow_run(run_id, tags=sorted(set(current) | set(wanted)))


def publish_artifact(report: FixReport) -> None:
    create_markdown_artifact(markdown=render("fix_summary.md.j2", report),
                             key=artifact_key("fix", report.repo, report.ticket_id),
                             description=f"twokey fix of {report.ticket_id}: {report.status.value}")


@flow(name="fix", flow_run_name=fix_run_name, log_prints=False, persist_result=False)
def fix_flow(ticket_id: str, repo: str = ".", settings: SettingsOverrides | None = None) -> FixReport:
    """Fix one ticket on a new branch through the writer/critic gates.

    SETTINGS override the repository's own config key by key, e.g. `{"autonomy": "semi"}`.
    """
    logger = get_run_logger()
    _tag_run("twokey", "fix", f"ticket:{ticket_id}", f"repo:{Path(repo).resolve().name}")
    try:
        request = fix_request_for(ticket_id, repo, settings)
        approver = pausing_approver(request.settings.approval_timeout, request.settings.approval_poll)
        with tags("twokey", "fix", f"ticket:{ticket_id}", f"repo:{Path(repo).resolve().name}"):
            report = run_fix(request, step=quiet_step, approve=approver, progress=logger.info)
    except TwokeyError as error:  # the caller gets the error back; the UI gets its one line, no traceback
        logger.error("%s", error.show())
        return failed_state(error)
    publish_artifact(report)
    logger.info("fix %s of %s: %s. %s", report.run_id, report.ticket_id, report.status.value, report.reason)
    return final_state(report.status, report.reason, report)
