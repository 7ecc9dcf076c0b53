"""The fix as a Prefect flow on the shared loopback server: a paused `semi` run resumed from another process,
its name, tags and artifact, and the deployments (on-demand fix with parameters, nightly cron audit)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import _drain_prefect_workers, commit_files, eventually
from tests.fix_support import PYTEST, audited, ticket_now
from tickets.models import TicketStatus
from twokey.kernel.status import RunStatus

pytestmark = pytest.mark.usefixtures("prefect_settings")


def _runs_named(name: str):
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterName

    with get_client(sync_client=True) as client:
        return client.read_flow_runs(flow_run_filter=FlowRunFilter(name=FlowRunFilterName(any_=[name])))


def test_semi_run_pauses_for_approval_and_is_resumed_from_another_process(
    tmp_path: Path, prefect_settings: str
) -> None:
    from prefect.flow_runs import resume_flow_run

    repo, tickets = audited(tmp_path / "paused-service")
    ticket = tickets["unsafe-deserialization"]
    earlier = {r.id for r in _runs_named(f"fix-paused-service-{ticket.id}")}  # names repeat across test runs
    env = {**os.environ, "PREFECT_API_URL": prefect_settings}
    child = subprocess.Popen([sys.executable, "-m", "twokey.cli", "fix", ticket.id, "--repo", repo.working_tree_dir,
                              "--autonomy", "semi", "--test-cmd", PYTEST, "--approval-poll", "0.5",
                              "--approval-timeout", "300"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
    try:
        def paused_run():
            if child.poll() is not None:
                return "exited"
            runs = [r for r in _runs_named(f"fix-paused-service-{ticket.id}")
                    if r.id not in earlier and r.state and r.state.is_paused()]
            return runs[0] if runs else None

        run = eventually(paused_run, timeout=120)
        assert run not in (None, "exited"), child.communicate()
        assert {"twokey", "fix", f"ticket:{ticket.id}", "repo:paused-service",
                f"commit:{repo.head.commit.hexsha[:8]}"} <= set(run.tags)
        resume_flow_run(run.id, run_input={"approve": True, "reason": "reviewed the diff", "reviewer": "pytest"})
        _, err = child.communicate(timeout=120)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 0, err
    updated = ticket_now(repo, ticket.id)
    assert updated.status is TicketStatus.IN_PROGRESS and "approved by pytest" in updated.fix
    assert ticket.id in repo.commit(updated.commit).message

    _drain_prefect_workers()
    from prefect.client.orchestration import get_client

    with get_client(sync_client=True) as client:
        finished = client.read_flow_run(run.id)
        artifacts = [a for a in client.read_artifacts() if a.flow_run_id == run.id]
    assert finished.state.is_completed()
    markdown = next(a for a in artifacts if a.type == "markdown")
    assert "finding gone" in markdown.data and "approved by pytest" in markdown.data


def test_semi_run_whose_approval_times_out_ends_stopped_and_its_flow_run_completes(tmp_path: Path) -> None:
    from prefect.client.orchestration import get_client

    from flows.prefect_glue.fix_flow import fix_flow

    repo, tickets = audited(tmp_path / "unanswered-service")
    ticket = tickets["unsafe-deserialization"]
    state = fix_flow(ticket_id=ticket.id, repo=repo.working_tree_dir,
                     settings={"autonomy": "semi", "test_command": PYTEST, "approval_timeout": 1,
                               "approval_poll": 0.2}, return_state=True)
    report = state.result()
    assert report.status is RunStatus.STOPPED and report.exit_code == 3 and report.commit is None
    assert ticket_now(repo, ticket.id).status is TicketStatus.OPEN and [h.name for h in repo.heads] == ["main"]
    # A timed-out pause must not turn into Prefect's "completed and never resumed" failure: the artifact says stopped.
    assert state.is_completed() and state.name == "Stopped", state
    _drain_prefect_workers()
    with get_client(sync_client=True) as client:
        artifacts = [a for a in client.read_artifacts() if a.flow_run_id == state.state_details.flow_run_id]
    assert "**stopped**" in next(a for a in artifacts if a.type == "markdown").data


def test_a_hanging_test_command_through_prefect_is_one_line_without_a_traceback(tmp_path: Path,
                                                                                  prefect_settings: str) -> None:
    repo, tickets = audited(tmp_path / "hanging-service")
    commit_files(repo, {"tests/test_slow.py": "import time\n\n\ndef test_forever():\n    time.sleep(600)\n"})
    child = subprocess.run([sys.executable, "-m", "twokey.cli", "fix", tickets["unsafe-deserialization"].id, "--repo",
                            repo.working_tree_dir, "--test-cmd", PYTEST, "--timeout", "0.5"],
                           env={**os.environ, "PREFECT_API_URL": prefect_settings}, capture_output=True, text=True,
                           timeout=120, check=False)
    assert child.returncode == 1, child.stderr
    assert "Traceback" not in child.stderr
    assert child.stderr.strip().splitlines()[-1].startswith("twokey: error: test command")
    assert [h.name for h in repo.heads] == ["main"] and len(repo.git.worktree("list").splitlines()) == 1


def test_fix_and_nightly_audit_deploy_with_parameters_and_a_cron_schedule(tmp_path: Path) -> None:
    from prefect.client.orchestration import get_client
    from prefect.deployments import run_deployment

    from flows.prefect_glue.deployments import deployments
    from flows.prefect_glue.labels import repo_key

    repo, tickets = audited(tmp_path / "deployed-service")
    audit, fix = deployments(Path(repo.working_tree_dir), {"cron": "30 1 * * *", "test_command": PYTEST})
    audit_id, fix_id = audit.apply(), fix.apply()
    with get_client(sync_client=True) as client:
        nightly = client.read_deployment(audit_id)
        on_demand = client.read_deployment(fix_id)
    assert nightly.schedules[0].schedule.cron == "30 1 * * *"
    assert nightly.parameters["path"] == str(Path(repo.working_tree_dir).resolve())
    assert on_demand.parameters == {"repo": str(Path(repo.working_tree_dir).resolve()),
                                    "settings": {"test_command": PYTEST}}
    assert "ticket_id" in on_demand.parameter_openapi_schema["required"]
    assert nightly.name == f"nightly-audit-{repo_key(Path(repo.working_tree_dir))}"
    assert {"twokey", "audit", "nightly", "repo:deployed-service"} <= set(nightly.tags)
    # What `prefect deployment run 'fix/fix-ticket-<key>' -p ticket_id=TK-0001` does: a run with the ticket id.
    flow_run = run_deployment(f"fix/{on_demand.name}", parameters={"ticket_id": tickets["weak-hash"].id}, timeout=0)
    assert flow_run.parameters["ticket_id"] == tickets["weak-hash"].id
    assert flow_run.parameters["repo"] == str(Path(repo.working_tree_dir).resolve())
