"""What a team lead sees: a real headless Chromium renders the loopback Prefect server's UI, and a run's summary
and trend artifacts are on the page, not only in the API.

Skipped where Debian's `chromium` is not installed (`.ci/run` installs it). With KEEP_UI_SCREENSHOTS set, the
summary page's screenshot is kept there: that is how docs/prefect-ui-summary.png was made.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import _drain_prefect_workers, make_repo
from tests.test_cli_audit import VULNERABLE_APP
from twokey.cli import main

CHROMIUM = shutil.which("chromium")
pytestmark = [pytest.mark.usefixtures("prefect_settings"),
              pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed "
                                                          "(apt-get install -y chromium; .ci/run installs it)")]


def _render(url: str, profile: Path, screenshot: Path) -> str:
    """The page's DOM after its scripts ran, and a screenshot of it; one fresh, offline-minded browser."""
    done = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={profile}",
         "--window-size=1400,1100", "--virtual-time-budget=20000", f"--screenshot={screenshot}", "--dump-dom", url],
        capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def _artifact_ids(run_name: str) -> dict[str, str]:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterName

    _drain_prefect_workers()
    with get_client(sync_client=True) as client:
        run = client.read_flow_runs(flow_run_filter=FlowRunFilter(name=FlowRunFilterName(any_=[run_name])))[0]
        return {a.key: str(a.id) for a in client.read_artifacts() if a.flow_run_id == run.id}


def test_a_runs_summary_and_trend_artifacts_are_visible_in_the_prefect_ui(tmp_path: Path, prefect_api: str,
                                                                          capsys) -> None:
    from flows.prefect_glue.labels import repo_key

    repo = make_repo(tmp_path / "storefront", {"app.py": VULNERABLE_APP})
    assert main(["audit", repo.working_tree_dir]) == 0
    key = repo_key(Path(repo.working_tree_dir))
    ids = _artifact_ids(f"audit-storefront-{repo.head.commit.hexsha[:8]}")
    ui = prefect_api.removesuffix("/api")

    summary_png = tmp_path / "summary.png"
    page = _render(f"{ui}/artifacts/artifact/{ids[f'audit-{key}']}", tmp_path / "profile-1", summary_png)
    assert "Something went wrong" not in page, "the UI cannot reach its API: start the server with PREFECT_UI_API_URL"
    for seen in ("Audit of", "storefront", "doubly confirmed", "files skipped, by reason",
                 "new / persisting / reopened / resolved", "TK-0001-"):
        assert seen in page, f"{seen!r} is not on the summary artifact's page"
    assert summary_png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and summary_png.stat().st_size > 20_000

    page = _render(f"{ui}/artifacts/artifact/{ids[f'audit-{key}-trend']}", tmp_path / "profile-2",
                   tmp_path / "trend.png")
    for seen in ("Open tickets of storefront by severity, per night", ">critical<", ">high<",
                 datetime.now(UTC).date().isoformat()):
        assert seen in page, f"{seen!r} is not on the trend artifact's page"

    keep = os.environ.get("KEEP_UI_SCREENSHOTS")
    if keep:
        shutil.copy(summary_png, Path(keep) / "prefect-ui-summary.png")
        shutil.copy(tmp_path / "trend.png", Path(keep) / "prefect-ui-trend.png")
