"""Scale-out on loopback: the prefect.yaml `twokey serve --prefect-yaml` writes goes onto a work pool with
`prefect deploy`, and a `prefect worker start --type process` picks up the nightly run and completes it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from tests.conftest import eventually, make_repo
from tests.test_cli_audit import VULNERABLE_APP
from twokey.cli import main

pytestmark = pytest.mark.usefixtures("prefect_settings")


def _prefect(*args: str, env: dict[str, str], cwd: Path) -> str:
    done = subprocess.run([sys.executable, "-m", "prefect", "--no-prompt", *args], env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, f"prefect {' '.join(args)}: {done.stdout[-1500:]}{done.stderr[-1500:]}"
    return done.stdout


def _final(run_id):
    from prefect.client.orchestration import get_client

    with get_client(sync_client=True) as client:
        run = client.read_flow_run(run_id)
    return run if run.state and run.state.is_final() else None


def test_a_process_worker_picks_up_and_completes_the_nightly_deployment(tmp_path: Path, prefect_api: str) -> None:
    from prefect.deployments import run_deployment

    from flows.prefect_glue.labels import repo_key

    repo = make_repo(tmp_path / "ledger", {"app.py": VULNERABLE_APP})
    (tmp_path / "nightly.toml").write_text('[[repositories]]\npath = "ledger"\ncron = "15 1 * * *"\n', encoding="utf-8")
    pool = f"twokey-{uuid.uuid4().hex[:8]}"
    env = {**os.environ, "PREFECT_API_URL": prefect_api, "TWOKEY_HOME": str(tmp_path / "home"),
           "PREFECT_WORKER_QUERY_SECONDS": "1"}
    assert main(["serve", "--config", str(tmp_path / "nightly.toml"), "--prefect-yaml", str(tmp_path / "prefect.yaml"),
                 "--pool", pool]) == 0
    _prefect("work-pool", "create", pool, "--type", "process", env=env, cwd=tmp_path)
    _prefect("deploy", "--all", "--prefect-file", "prefect.yaml", env=env, cwd=tmp_path)
    key = repo_key(Path(repo.working_tree_dir))
    flow_run = run_deployment(f"audit/nightly-audit-{key}", timeout=0)
    worker = subprocess.Popen([sys.executable, "-m", "prefect", "worker", "start", "--pool", pool, "--type", "process"],
                              env=env, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              start_new_session=True)
    try:
        run = eventually(lambda: _final(flow_run.id), timeout=180)
    finally:
        os.killpg(worker.pid, signal.SIGTERM)
        try:
            _, worker_log = worker.communicate(timeout=60)
        except subprocess.TimeoutExpired:  # a loaded machine: the run is under test here, not how fast a worker stops
            os.killpg(worker.pid, signal.SIGKILL)
            _, worker_log = worker.communicate()
    assert run is not None, f"the worker did not finish the run within 180 s: {worker_log[-2000:]}"
    sha = repo.head.commit.hexsha[:8]
    assert run.state.is_completed(), run.state
    assert run.work_pool_name == pool and run.name == f"audit-ledger-{sha}"
    assert {"nightly", "repo:ledger", f"commit:{sha}"} <= set(run.tags)
    assert list(Path(repo.working_tree_dir, "docs", "backlog").glob("TK-*.md"))
