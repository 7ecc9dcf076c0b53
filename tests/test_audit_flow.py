"""The audit as a Prefect flow against one loopback Prefect server: name, tags, tasks, artifacts."""

from __future__ import annotations

from pathlib import Path

import git
import pytest

from flows.prefect_glue.labels import repo_key
from tests.conftest import _drain_prefect_workers, eventually, make_repo
from tests.test_cli_audit import VULNERABLE_APP
from twokey.cli import main

pytestmark = pytest.mark.usefixtures("prefect_settings")


def _flow_run_named(name: str, expected_tasks: int):
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import (
        FlowRunFilter,
        FlowRunFilterName,
        TaskRunFilter,
        TaskRunFilterFlowRunId,
    )

    _drain_prefect_workers()
    with get_client(sync_client=True) as client:
        runs = client.read_flow_runs(flow_run_filter=FlowRunFilter(name=FlowRunFilterName(any_=[name])))
        assert len(runs) == 1, [run.name for run in runs]
        run = runs[0]
        by_run = TaskRunFilter(flow_run_id=TaskRunFilterFlowRunId(any_=[run.id]))

        def finished_tasks():
            runs_ = [t for t in client.read_task_runs(task_run_filter=by_run) if t.state and t.state.is_final()]
            return runs_ if len(runs_) >= expected_tasks else None

        tasks = eventually(finished_tasks) or client.read_task_runs(task_run_filter=by_run)
        artifacts = [a for a in client.read_artifacts() if a.flow_run_id == run.id]
    return run, tasks, artifacts


def test_audit_runs_as_a_named_tagged_flow_with_summary_and_table_artifacts(tmp_path: Path, capsys) -> None:
    repo: git.Repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP, "lib.py": "X = 1\n"})
    assert main(["audit", repo.working_tree_dir, "--batch-size", "1"]) == 0
    assert "New tickets:" in capsys.readouterr().out
    # 2 raise tasks per round (2 rounds), a refute only where new findings survived, 1 persist.
    run, tasks, artifacts = _flow_run_named(f"audit-legacy-{repo.head.commit.hexsha[:8]}", expected_tasks=6)
    assert run.state.is_completed()
    assert {"twokey", "audit", "repo:legacy", f"commit:{repo.head.commit.hexsha[:8]}"} <= set(run.tags)
    names = sorted(task.name for task in tasks)
    # Two files in batches of one: two raise tasks per round, refutes only where findings survived.
    assert sum(name.startswith("raise ") for name in names) == 4
    assert sum(name == "persist backlog" for name in names) == 1
    kinds = {artifact.type for artifact in artifacts}
    assert kinds == {"markdown", "table"}
    markdown = next(a for a in artifacts if a.type == "markdown")
    key = repo_key(Path(repo.working_tree_dir))
    assert "doubly confirmed" in markdown.data and markdown.key == f"audit-{key}"
    assert {a.key for a in artifacts} == {f"audit-{key}", f"audit-{key}-findings", f"audit-{key}-trend"}
    # The summary names each new ticket's file, and counts what was skipped, by reason.
    assert f"| repository | `{Path(repo.working_tree_dir).resolve()}`" in markdown.data
    assert "| `docs/backlog/TK-0001-" in markdown.data
    assert "| files skipped, by reason | none |" in markdown.data


def test_artifact_keys_differ_for_two_repositories_with_the_same_folder_name(tmp_path: Path, capsys) -> None:
    first = make_repo(tmp_path / "one" / "app", {"app.py": VULNERABLE_APP})
    second = make_repo(tmp_path / "two" / "app", {"app.py": VULNERABLE_APP})
    keys = {repo_key(Path(repo.working_tree_dir)) for repo in (first, second)}
    assert len(keys) == 2 and all(key.startswith("app-") for key in keys)
    for repo in (first, second):
        assert main(["audit", repo.working_tree_dir]) == 0
    _drain_prefect_workers()
    from prefect.client.orchestration import get_client

    with get_client(sync_client=True) as client:
        stored = {a.key for a in client.read_artifacts() if a.key}
    assert {f"audit-{key}" for key in keys} <= stored


def test_task_runs_grow_with_batches_not_with_findings(tmp_path: Path, capsys) -> None:
    many_findings = VULNERABLE_APP + "".join(
        f"\n\n@app.route('/p{i}')\ndef p{i}():\n    os.system('ping ' + request.args['h'])\n" for i in range(8))
    repo = make_repo(tmp_path / "busy", {"app.py": many_findings})
    assert main(["audit", repo.working_tree_dir]) == 0
    _, tasks, _ = _flow_run_named(f"audit-busy-{repo.head.commit.hexsha[:8]}", expected_tasks=4)
    # One batch: a raise per round, at most one refute per round (none when the swap finds nothing new),
    # one persist; never a task per finding, though this file has a dozen.
    assert 4 <= len(tasks) <= 5


def test_a_run_that_is_not_done_says_so_in_its_prefect_state(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "ceiling", {"app.py": VULNERABLE_APP})
    assert main(["audit", repo.working_tree_dir, "--max-turns", "1"]) == 3
    run, _, _ = _flow_run_named(f"audit-ceiling-{repo.head.commit.hexsha[:8]}", expected_tasks=1)
    assert run.state.is_completed() and run.state.name == "Stopped"
    assert "turn ceiling" in run.state.message


def test_a_busy_backlog_through_prefect_is_one_line_without_a_traceback(tmp_path: Path, prefect_settings: str) -> None:
    import os
    import subprocess
    import sys

    from tickets.store import Backlog

    repo = make_repo(tmp_path / "busy-lock", {"app.py": VULNERABLE_APP})
    with Backlog(Path(repo.working_tree_dir, "docs", "backlog")).locked():
        child = subprocess.run([sys.executable, "-m", "twokey.cli", "audit", repo.working_tree_dir],
                               env={**os.environ, "PREFECT_API_URL": prefect_settings,
                                    "TWOKEY_HOME": str(tmp_path / "home")},
                               capture_output=True, text=True, timeout=120, check=False)
    assert child.returncode == 1, child.stderr[-1500:]
    assert "Traceback" not in child.stderr
    assert child.stderr.strip().splitlines()[-1].startswith("twokey: error: another twokey run holds the lock")
