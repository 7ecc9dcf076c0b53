"""With no PREFECT_API_URL, the real CLI records the audit in a temporary Prefect server, and stdout stays pipeable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def test_sample_audit_through_an_ephemeral_prefect_prints_only_json_on_stdout(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if not key.startswith("PREFECT_API")}
    env.update(PREFECT_HOME=str(tmp_path / "prefect-home"), TWOKEY_HOME=str(tmp_path / "twokey-home"),
               PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS="120")
    done = subprocess.run([sys.executable, "-m", "twokey.cli", "audit", "--sample", "--format", "json"],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    summary = json.loads(done.stdout)
    assert summary["status"] == "done" and len(summary["new"]) >= 10
    assert "Starting temporary server" in done.stderr and "audit-legacy_shop-00ee01d6" in done.stderr
    assert Path(summary["backlog"], "README.md").exists()
