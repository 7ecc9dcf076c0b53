"""Whole runs with Claude Code and Codex as the agents (fake CLIs on PATH), through the real orchestrator.

What is asserted is the protocol: both slots' turns validated, every quote checked, a ticket
only from doubly confirmed evidence, cost reported and estimated kept apart from what failed,
and each provider failure ending the run in SPEC's status with nothing retried.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from flows.audit.core import request_for, run_audit
from flows.audit.summary import render_text, summarise
from tests.cli_support import FakeClis
from tests.conftest import make_repo
from twokey.cli import main
from twokey.kernel.events import read_events
from twokey.kernel.status import RunStatus

APP = "def run(request):\n    expression = request.args['q']\n    return eval(expression)\n"
PAIR = {"agent_a": "claude:sonnet", "agent_b": "codex:gpt-5", "max_usd": 5.0}


def _repo(tmp_path: Path) -> Path:
    return Path(make_repo(tmp_path / "target", {"app.py": APP, "README.md": "a service\n"}).working_tree_dir)


def test_a_nightly_audit_with_claude_and_codex_writes_a_doubly_confirmed_ticket(fake_clis: FakeClis,
                                                                                 tmp_path: Path) -> None:
    report = run_audit(request_for(_repo(tmp_path), overrides=PAIR))
    assert report.status is RunStatus.DONE, report.reason
    [ticket] = report.tickets
    assert (ticket.raised_by.provider, ticket.confirmed_by.provider) in {("claude", "codex"), ("codex", "claude")}
    assert not ticket.same_provider and ticket.cost.usd > 0
    summary = summarise(report)
    # a raises, b confirms; b raises the same finding, already confirmed, so nobody is asked again
    assert summary.cost_estimated and summary.failed_spend_usd == 0 and summary.model_calls == 3
    assert "estimated" in render_text(summary)
    events = read_events(report.event_log)
    submitted = [e for e in events if e["event"] == "submitted"]
    assert len(submitted) == 3 and all(e["request_id"] for e in submitted)
    assert sum(e["usd"] for e in events if e["event"] == "spend_counted") == pytest.approx(summary.cost_usd)


def test_each_call_is_told_what_the_spend_ceiling_leaves(fake_clis: FakeClis, tmp_path: Path) -> None:
    run_audit(request_for(_repo(tmp_path), overrides={**PAIR, "agent_b": "claude:haiku", "max_usd": 1.0}))
    budgets = [float(call["argv"][call["argv"].index("--max-budget-usd") + 1]) for call in fake_clis.calls()]
    assert budgets[0] == 1.0 and budgets == sorted(budgets, reverse=True) and budgets[-1] < 1.0


def test_a_pair_of_one_provider_and_model_is_marked_weaker_evidence(fake_clis: FakeClis, tmp_path: Path) -> None:
    report = run_audit(request_for(_repo(tmp_path), overrides={**PAIR, "agent_b": "claude:sonnet"}))
    assert report.tickets and all(ticket.same_provider for ticket in report.tickets)
    assert "weaker" in render_text(summarise(report)).lower()
    [ticket_file] = report.backlog_dir.glob("TK-0001-*.md")
    assert "**Weaker evidence.**" in ticket_file.read_text(encoding="utf-8")


@pytest.mark.parametrize(("scenario", "status"), [
    ("rate_limit", RunStatus.WAITING_QUOTA), ("refusal", RunStatus.BLOCKED), ("hang", RunStatus.AMBIGUOUS),
    ("budget", RunStatus.STOPPED),
])
def test_a_provider_failure_ends_the_audit_in_its_status_writes_no_ticket_and_retries_nothing(
        fake_clis: FakeClis, tmp_path: Path, scenario: str, status: RunStatus) -> None:
    fake_clis.scenario(scenario)
    report = run_audit(request_for(_repo(tmp_path), overrides={**PAIR, "cli_timeout": 1.0}))
    assert report.status is status
    assert report.tickets == [] and len(fake_clis.calls()) == 1  # never retried
    if scenario in ("rate_limit", "budget", "refusal"):
        assert summarise(report).failed_spend_usd > 0  # charged, no turn: counted and shown apart


def test_a_refusal_shows_its_reason_on_the_command_line(fake_clis: FakeClis, tmp_path: Path, capsys) -> None:
    fake_clis.scenario("refusal")
    code = main(["audit", str(_repo(tmp_path)), "--no-prefect", "--agent-a", "claude:sonnet", "--agent-b",
                 "codex:gpt-5", "--max-usd", "5"])
    assert code == 1
    err = capsys.readouterr().err
    assert "blocked" in err and "safety filter" in err and "Usage Policy" in err


def test_a_missing_cli_blocks_the_audit_before_any_claim_or_spend(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  capsys) -> None:
    from tests.cli_support import install_fakes

    repo = _repo(tmp_path)
    install_fakes(tmp_path / "only-codex", monkeypatch, only=("codex",))
    (tmp_path / "only-codex" / "git").symlink_to(shutil.which("git"))
    monkeypatch.setenv("PATH", str(tmp_path / "only-codex"))  # codex and git, and no claude anywhere
    code = main(["audit", str(repo), "--no-prefect", "--agent-a", "claude:sonnet", "--agent-b", "codex:gpt-5",
                 "--max-usd", "5"])
    assert code == 1
    assert "npm install -g @anthropic-ai/claude-code" in capsys.readouterr().err
    assert not (repo / "docs").exists()
    assert not list((Path(tmp_path / "twokey-home") / "runs").glob("*.jsonl"))  # nothing claimed


def test_a_paid_cli_pair_without_a_spend_ceiling_is_blocked_before_any_call(fake_clis: FakeClis, tmp_path: Path,
                                                                            capsys) -> None:
    code = main(["audit", str(_repo(tmp_path)), "--no-prefect", "--agent-a", "claude:sonnet", "--agent-b",
                 "codex:gpt-5"])
    assert code == 1 and fake_clis.calls() == []
    assert "--max-usd" in capsys.readouterr().err


def test_a_fix_with_a_claude_writer_and_a_codex_critic_commits_on_a_branch(fake_clis: FakeClis,
                                                                          tmp_path: Path) -> None:
    from flows.fix.core import run_fix
    from tests.fix_support import audited
    from tests.fix_support import request_for as fix_request

    repo, tickets = audited(tmp_path / "repo")
    ticket = next(t for t in tickets.values() if "yaml" in t.title.lower() or t.category.startswith("unsafe-yaml"))
    report = run_fix(fix_request(repo, ticket, writer="claude:sonnet", critic="codex:gpt-5", max_usd=2.0))
    assert report.status is RunStatus.DONE, report.reason
    writer, critic = fake_clis.calls()
    assert Path(writer["cwd"]).name != Path(repo.working_tree_dir).name  # a worktree, not the user's tree
    assert critic["write_bits"] == [] and "--sandbox" in critic["argv"]
    assert "yaml.safe_load(" in repo.git.show(f"{report.branch}:app.py")
