"""`twokey runs`: run state lasts in the event log, and only a person continues, resolves or closes a run.

A quota-limited run is retried after the reset with the same request and what its ceilings left;
an ambiguous one never before a person says whether its call landed; a stop takes effect before
the next call. No ceiling is ever raised, and nothing but the command line reaches these verbs.
"""

from __future__ import annotations

import ast
import json
import subprocess
from pathlib import Path

import pytest

from agent_providers.registry import Registration, registered
from agent_providers.seam import Provider, RaiseTask, RefuteTask, Reply
from flows.audit.core import request_for, run_audit
from flows.fix import policy as fix_policy
from tests.cli_support import FakeClis
from tests.conftest import make_repo
from tickets.models import RaiseTurn, RefuteTurn, Role
from twokey.cli import main
from twokey.kernel.events import Event, EventLog, read_events
from twokey.kernel.runs import load
from twokey.kernel.status import RunStatus

APP = "def run(request):\n    expression = request.args['q']\n    return eval(expression)\n"
ROOT = Path(__file__).resolve().parent.parent
AUDIT = ["--no-prefect", "--agent-a", "claude:sonnet", "--agent-b", "codex:gpt-5"]


def _repo(tmp_path: Path) -> Path:
    return Path(make_repo(tmp_path / "target", {"app.py": APP}).working_tree_dir)


def _audit(repo: Path, *flags: str) -> tuple[int, str]:
    code = main(["audit", str(repo), *AUDIT, *flags])
    run_id = sorted((Path(EventLog("x").path.parent)).glob("*.jsonl"))[-1].stem
    return code, run_id


def _show(run_id: str, capsys) -> dict:
    capsys.readouterr()
    assert main(["runs", "show", run_id, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def _started(run_id: str) -> dict:
    return next(e for e in read_events(load(run_id).path) if e["event"] == "run_started")


def test_a_rate_limited_run_is_retried_after_the_reset_with_what_its_ceilings_left(
        fake_clis: FakeClis, tmp_path: Path, capsys) -> None:
    fake_clis.scenario("rate_limit")
    code, first = _audit(_repo(tmp_path), "--max-usd", "5", "--max-turns", "20")
    shown = _show(first, capsys)
    assert code == 1 and shown["status"] == "waiting_quota" and "runs retry" in shown["next"]
    assert shown["failed_spend_usd"] == 0.0031  # charged for the refused call, and shown apart
    fake_clis.scenario("auto")  # the quota has reset
    assert main(["runs", "retry", first, "--no-prefect"]) == 0
    [second] = _show(first, capsys)["retried_as"]
    started = _started(second)
    assert started["retry_of"] == first and started["request"]["commit"] == _started(first)["request"]["commit"]
    settings = started["request"]["settings"]
    assert settings["max_usd"] == pytest.approx(5 - 0.0031) and settings["max_turns"] == 19
    assert _show(second, capsys)["status"] == "done"
    assert main(["runs", "retry", first, "--no-prefect"]) == 2  # once retried, retry the newer run instead


def test_a_retry_never_raises_a_ceiling(fake_clis: FakeClis, tmp_path: Path, capsys) -> None:
    fake_clis.scenario("rate_limit")
    _, run_id = _audit(_repo(tmp_path), "--max-usd", "0.003")  # the refused call cost $0.0031
    capsys.readouterr()
    assert main(["runs", "retry", run_id, "--no-prefect"]) == 2
    assert "never raises a ceiling" in capsys.readouterr().err
    assert _show(run_id, capsys)["retried_as"] == []


def test_an_ambiguous_run_is_retried_only_after_a_person_says_whether_its_call_landed(
        fake_clis: FakeClis, tmp_path: Path, capsys) -> None:
    fake_clis.scenario("hang")
    _, run_id = _audit(_repo(tmp_path), "--max-usd", "5", "--cli-timeout", "1")
    shown = _show(run_id, capsys)
    assert shown["status"] == "ambiguous" and shown["open_request"] == f"{run_id}-00001"
    assert main(["runs", "retry", run_id, "--no-prefect"]) == 2
    assert "runs resolve" in capsys.readouterr().err
    assert main(["runs", "resolve", run_id, "--landed", "yes"]) == 2  # a ceiling must count what it cost
    assert "--spent-usd" in capsys.readouterr().err
    assert main(["runs", "resolve", run_id, "--landed", "yes", "--spent-usd", "0.5"]) == 0
    fake_clis.scenario("auto")
    assert main(["runs", "retry", run_id, "--no-prefect"]) == 0
    [second] = _show(run_id, capsys)["retried_as"]
    assert _started(second)["request"]["settings"]["max_usd"] == pytest.approx(4.5)


def test_only_an_ambiguous_run_is_resolved(fake_clis: FakeClis, tmp_path: Path, capsys) -> None:
    _, run_id = _audit(_repo(tmp_path), "--max-usd", "5")
    assert main(["runs", "resolve", run_id, "--landed", "no"]) == 2
    assert "not ambiguous" in capsys.readouterr().err
    assert not any(e["event"] == "outcome_resolved" for e in read_events(load(run_id).path))


def test_stop_closes_a_waiting_run_for_good(fake_clis: FakeClis, tmp_path: Path, capsys) -> None:
    fake_clis.scenario("rate_limit")
    _, run_id = _audit(_repo(tmp_path), "--max-usd", "5")
    assert main(["runs", "stop", run_id]) == 0
    assert _show(run_id, capsys)["status"] == "stopped"
    assert main(["runs", "retry", run_id, "--no-prefect"]) == 2
    assert main(["runs", "stop", run_id]) == 2


class _StoppedMidRun(Provider):
    """Raises one finding; during that call a person runs `twokey runs stop` from another terminal."""

    name, model = "midstop", "m"
    roles = frozenset({Role.RAISER, Role.REFUTER})
    refuted = 0

    def raise_findings(self, task: RaiseTask) -> Reply:
        run_id = task.request_id.rsplit("-", 1)[0]
        assert main(["runs", "stop", run_id]) == 0  # the run is alive: the stop is requested, not applied
        return Reply(RaiseTurn(findings=[]))

    def refute(self, task: RefuteTask) -> Reply:
        type(self).refuted += 1
        return Reply(RefuteTurn())


def test_a_stop_takes_effect_before_the_running_runs_next_call(tmp_path: Path) -> None:
    with registered(Registration("midstop", frozenset({Role.RAISER, Role.REFUTER}), lambda s: _StoppedMidRun())):
        report = run_audit(request_for(_repo(tmp_path), overrides={"agent_a": "midstop", "agent_b": "midstop"}))
    assert report.status is RunStatus.STOPPED and "stopped by a person" in report.reason
    assert report.outcome.turns == 1  # agent_b never raised
    assert load(report.run_id).status == "stopped"


def test_an_interrupted_run_with_a_call_in_flight_is_ambiguous(tmp_path: Path) -> None:
    gone = subprocess.Popen(["true"])
    gone.wait()
    import socket

    log = EventLog("20260101T000000Z-deadbeef-0001")
    log.append(Event.RUN_STARTED, kind="audit", repo="r", pid=gone.pid, host=socket.gethostname())
    log.append(Event.SUBMITTED, slot="agent_a", action="raise", attempt=1, request_id="x-00001")
    assert load(log.run_id).status == "ambiguous"
    log.append(Event.TURN_ACCEPTED, slot="agent_a", action="raise", attempt=1)
    assert load(log.run_id).status == "blocked"  # interrupted between calls


def test_the_verbs_refuse_to_act_inside_an_agent(fake_clis: FakeClis, tmp_path: Path, monkeypatch, capsys) -> None:
    fake_clis.scenario("rate_limit")
    _, run_id = _audit(_repo(tmp_path), "--max-usd", "5")
    before = read_events(load(run_id).path)
    monkeypatch.setenv("TWOKEY_AGENT", "codex")
    for verb in (["stop", run_id], ["retry", run_id, "--no-prefect"], ["resolve", run_id, "--landed", "no"]):
        assert main(["runs", *verb]) == 2
        assert "for a person" in capsys.readouterr().err
    assert read_events(load(run_id).path) == before


def test_no_flow_provider_or_kernel_module_reaches_the_runs_verbs() -> None:
    for package in ("flows", "agent_providers", "tickets", "prompts", "twokey/kernel"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
                    [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
                assert not any(name.startswith("twokey.commands") for name in names), f"{path} imports {names}"


def test_the_fix_command_allowlist_refuses_twokey_itself() -> None:
    for command in ("twokey runs retry R", "twokey runs stop R", "python -m twokey.cli runs resolve R --landed no"):
        assert not fix_policy.check(command, "main").allowed


def test_runs_list_and_show_say_status_spend_and_the_next_step(fake_clis: FakeClis, tmp_path: Path, capsys) -> None:
    fake_clis.scenario("rate_limit")
    _, run_id = _audit(_repo(tmp_path), "--max-usd", "5")
    capsys.readouterr()
    assert main(["runs", "list"]) == 0
    assert run_id in capsys.readouterr().out
    assert main(["runs", "show", run_id]) == 0
    out = capsys.readouterr().out
    assert "waiting_quota" in out and "on calls that gave no turn" in out and f"twokey runs retry {run_id}" in out
    assert main(["runs", "show", "no-such-run"]) == 2


def test_a_retry_through_prefect_is_a_flow_run_that_names_the_run_it_retries(
        fake_clis: FakeClis, tmp_path: Path, prefect_settings: str, capsys) -> None:
    fake_clis.scenario("rate_limit")
    _, first = _audit(_repo(tmp_path), "--max-usd", "5")
    fake_clis.scenario("auto")
    assert main(["runs", "retry", first]) == 0  # through the Prefect server, like `twokey audit`
    [second] = _show(first, capsys)["retried_as"]
    assert _started(second)["retry_of"] == first and _show(second, capsys)["status"] == "done"
