"""`twokey serve --config`: a team lead's nightly config, checked line by line, then served on the shared loopback
server: deployments with their schedules, nightly runs that audit several repositories at once and write
tickets, named and tagged like CLI runs, with summary, findings and trend artifacts per repository."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.conftest import _drain_prefect_workers, eventually, make_repo
from tests.test_cli_audit import VULNERABLE_APP
from twokey.cli import main


def _nightly(tmp_path: Path, text: str, repos: tuple[str, ...] = ("billing", "shop")) -> Path:
    for name in repos:
        make_repo(tmp_path / name, {"app.py": VULNERABLE_APP})
    config = tmp_path / "nightly.toml"
    config.write_text(text, encoding="utf-8")
    return config


GOOD = """timezone = "Europe/Berlin"

[[repositories]]
path = "billing"
cron = "0 2 * * *"

[[repositories]]
path = "shop"
cron = "30 3 * * 1-5"
timezone = "UTC"
"""


@pytest.mark.parametrize(("text", "expected"), [
    (GOOD.replace('cron = "0 2 * * *"', 'crom = "0 2 * * *"'),
     "nightly.toml [[repositories]] #1: unknown key 'crom'; known keys: path, and any setting: backlog,"),
    (GOOD.replace('"0 2 * * *"', '"61 2 * * *"'),
     "nightly.toml [[repositories]] #1: cron = '61 2 * * *' is not allowed: not a cron expression"),
    (GOOD.replace('timezone = "UTC"', 'timezone = "Mars/Olympus_Mons"'),
     "nightly.toml [[repositories]] #2: timezone = 'Mars/Olympus_Mons' is not allowed: not an IANA time zone"),
    (GOOD.replace('path = "shop"', 'path = "gone"'),
     "nightly.toml [[repositories]] #2: path "),
    (GOOD.replace('timezone = "Europe/Berlin"', 'time_zone = "Europe/Berlin"'),
     "nightly.toml: unknown key 'time_zone'; known keys: repositories, and any setting:"),
    ('cron = "0 2 * * *"\n', "nightly.toml: needs at least one [[repositories]] table with a path"),
])
def test_a_bad_nightly_config_is_one_line_and_exit_2_before_anything_is_registered(
        tmp_path: Path, capsys, text: str, expected: str) -> None:
    config = _nightly(tmp_path, text)
    assert main(["serve", "--config", str(config)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and expected in err, err
    if "gone" in text:
        assert "does not exist; pass the folder of a git repository" in err


def test_a_repositorys_own_bad_config_is_named_with_its_file(tmp_path: Path, capsys) -> None:
    config = _nightly(tmp_path, GOOD)
    (tmp_path / "shop" / "pyproject.toml").write_text("[tool.twokey]\nbatch_size = 0\n", encoding="utf-8")
    assert main(["serve", "--config", str(config)]) == 2
    assert f"{tmp_path / 'shop' / 'pyproject.toml'} [tool.twokey]: batch_size = 0 is not allowed" in \
        capsys.readouterr().err


@pytest.mark.parametrize("api_url", [None, "http://127.0.0.1:{port}/api"])
def test_serving_without_a_reachable_prefect_server_says_what_prefect_api_url_is_and_how_to_start_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys, api_url: str | None) -> None:
    import socket

    from prefect.settings import PREFECT_API_URL, temporary_settings

    config = _nightly(tmp_path, GOOD)
    with socket.socket() as closed:  # a port nothing listens on: bound, never listening
        closed.bind(("127.0.0.1", 0))
        url = api_url.format(port=closed.getsockname()[1]) if api_url else None
        if url:
            monkeypatch.setenv("PREFECT_API_URL", url)
        else:
            monkeypatch.delenv("PREFECT_API_URL", raising=False)
        with temporary_settings({PREFECT_API_URL: url}):
            code = main(["serve", "--config", str(config)])
        port = closed.getsockname()[1]
    assert code == 1
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1, lines
    if url:
        assert lines[0].startswith(f"twokey: error: PREFECT_API_URL is {url}, and no Prefect server answers there")
        assert f"--port {port}`" in lines[0] and f"PREFECT_UI_API_URL={url}" in lines[0]
    else:
        assert lines[0].startswith("twokey: error: PREFECT_API_URL is not set, so there is no Prefect server to "
                                   "keep the schedules; start one with `prefect server start"), lines


def test_prefect_yaml_holds_the_same_deployments_as_serve(tmp_path: Path, capsys) -> None:
    from flows.prefect_glue.labels import repo_key

    config = _nightly(tmp_path, GOOD)
    assert main(["serve", "--config", str(config), "--prefect-yaml", str(tmp_path / "prefect.yaml"),
                 "--pool", "nightly"]) == 0
    document = yaml.safe_load((tmp_path / "prefect.yaml").read_text(encoding="utf-8"))
    by_name = {entry["name"]: entry for entry in document["deployments"]}
    billing, shop = (repo_key(tmp_path / name) for name in ("billing", "shop"))
    assert set(by_name) == {f"nightly-audit-{billing}", f"fix-ticket-{billing}", f"nightly-audit-{shop}",
                            f"fix-ticket-{shop}"}
    assert by_name[f"nightly-audit-{billing}"]["schedules"] == [{"cron": "0 2 * * *", "timezone": "Europe/Berlin",
                                                                 "active": True}]
    assert by_name[f"nightly-audit-{shop}"]["schedules"][0]["timezone"] == "UTC"
    assert by_name[f"fix-ticket-{shop}"]["schedules"] == []
    assert all(entry["work_pool"] == {"name": "nightly"} for entry in by_name.values())
    # The schedule is the deployment's own; nothing else was set, so the runs override nothing.
    assert by_name[f"nightly-audit-{billing}"]["parameters"] == {"path": str(tmp_path / "billing")}


def _deployment(name: str):
    from prefect.client.orchestration import get_client
    from prefect.exceptions import ObjectNotFound

    with get_client(sync_client=True) as client:
        try:
            return client.read_deployment_by_name(name)
        except ObjectNotFound:
            return None


def _finished(deployment_ids: list) -> list | None:
    """The one run of each deployment started by hand (the scheduler's own are for later nights), once all ended."""
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import DeploymentFilter, DeploymentFilterId

    with get_client(sync_client=True) as client:
        runs = [[run for run in client.read_flow_runs(
                    deployment_filter=DeploymentFilter(id=DeploymentFilterId(any_=[each]))) if not run.auto_scheduled]
                for each in deployment_ids]
    if not all(len(found) == 1 and found[0].state and found[0].state.is_final() for found in runs):
        return None
    return [found[0] for found in runs]


@pytest.mark.usefixtures("prefect_settings")
def test_serve_registers_schedules_and_nightly_runs_audit_repositories_in_parallel(tmp_path: Path,
                                                                                   prefect_api: str) -> None:
    from prefect.client.orchestration import get_client

    from flows.prefect_glue.labels import repo_key

    config = _nightly(tmp_path, GOOD)
    env = {**os.environ, "PREFECT_API_URL": prefect_api, "PREFECT_RUNNER_POLL_FREQUENCY": "1",
           "TWOKEY_HOME": str(tmp_path / "home")}
    serving = subprocess.Popen([sys.executable, "-m", "twokey.cli", "serve", "--config", str(config), "--run-now"],
                               env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True)
    keys = {name: repo_key(tmp_path / name) for name in ("billing", "shop")}
    try:
        # serve registers the four deployments one after another; the last is shop's fix.
        assert eventually(lambda: _deployment(f"fix/fix-ticket-{keys['shop']}"), timeout=90), \
            serving.stderr.read() if serving.poll() is not None else "not registered within 90 s"
        nightly = {name: _deployment(f"audit/nightly-audit-{key}") for name, key in keys.items()}
        assert serving.poll() is None and all(nightly.values()), nightly
        assert nightly["billing"].schedules[0].schedule.cron == "0 2 * * *"
        assert nightly["billing"].schedules[0].schedule.timezone == "Europe/Berlin"
        assert nightly["shop"].schedules[0].schedule.cron == "30 3 * * 1-5"
        assert nightly["shop"].schedules[0].schedule.timezone == "UTC"
        assert _deployment(f"fix/fix-ticket-{keys['billing']}") is not None
        # --run-now started both nightly audits at once, as the scheduler does at their hour.
        runs = eventually(lambda: _finished([nightly["billing"].id, nightly["shop"].id]), timeout=180)
        assert runs, "the served nightly runs did not finish within 180 s"
    finally:
        os.killpg(serving.pid, signal.SIGTERM)
        serving.communicate(timeout=60)
    by_repo = dict(zip(keys, runs, strict=True))
    for name, run in by_repo.items():
        sha = make_repo_sha(tmp_path / name)
        assert run.state.is_completed(), run.state
        assert run.name == f"audit-{name}-{sha}"
        assert {"twokey", "audit", "nightly", f"repo:{name}", f"commit:{sha}"} <= set(run.tags)
        assert list((tmp_path / name / "docs" / "backlog").glob("TK-*.md")), f"{name}: no ticket written"
    billing, shop = by_repo["billing"], by_repo["shop"]
    assert billing.start_time < shop.end_time and shop.start_time < billing.end_time, "the runs did not overlap"

    _drain_prefect_workers()
    with get_client(sync_client=True) as client:
        artifacts = [a for a in client.read_artifacts() if a.flow_run_id in {billing.id, shop.id}]
    for name, key in keys.items():
        mine = {a.key: a for a in artifacts if a.flow_run_id == by_repo[name].id}
        assert set(mine) == {f"audit-{key}", f"audit-{key}-findings", f"audit-{key}-trend"}
        summary = mine[f"audit-{key}"].data
        for row in ("| raised |", "| rejected (unsupported evidence) |", "| refuted |", "| uncertain |",
                    "| doubly confirmed |", "| new / persisting / reopened / resolved |", "| cost |",
                    "| files skipped, by reason |"):
            assert row in summary, row
        assert f"| repository | `{tmp_path / name}`" in summary and "| `docs/backlog/TK-0001-" in summary
        trend_rows = mine[f"audit-{key}-trend"].data
        assert '"high"' in trend_rows and '"open"' in trend_rows
        # Both runs, in parallel, took their slots: the provider's limit per call, their own backlog's for the run.
        held = eventually(lambda run=by_repo[name], key=key: _slots_taken(run.id, {"twokey-calls-builtin",
                                                                                   f"twokey-backlog-{key}"}))
        assert held == {"twokey-calls-builtin", f"twokey-backlog-{key}"}, held


def _slots_taken(run_id, wanted: set[str]) -> set[str] | None:
    """The limits a flow run took slots of, from the `concurrency-limit.acquired` events Prefect recorded."""
    from prefect.client.orchestration import get_client

    query = {"filter": {"event": {"name": ["prefect.concurrency-limit.acquired"]},
                        "related": {"id": [f"prefect.flow-run.{run_id}"]}}, "limit": 50}
    with get_client(sync_client=True) as client:
        events = client.request("POST", "/events/filter", json=query).json()["events"]
    taken = {event["resource"]["prefect.resource.name"] for event in events}
    return taken if wanted <= taken else None


def make_repo_sha(path: Path) -> str:
    import git

    return git.Repo(path).head.commit.hexsha[:8]
