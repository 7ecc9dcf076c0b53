"""The claude and codex providers against fake CLIs on PATH that print what the real ones print.

Each failure the real CLIs are known to produce ends in the seam's error for SPEC's status, with
what was charged still counted: an API error dressed as success is never a turn, a safety refusal
is blocked with its reason, a hang is killed with its whole process group.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from agent_providers.cli.claude import ClaudeProvider
from agent_providers.cli.codex import CodexProvider
from agent_providers.registry import provider_for
from agent_providers.seam import (
    BudgetExhausted,
    InvalidOutput,
    OutcomeUnknown,
    ProviderUnavailable,
    QuotaExhausted,
    RaiseTask,
    RefuteTask,
    WriteTask,
)
from flows.audit.protocol import validate_turn
from tests.cli_support import FakeClis
from tests.conftest import make_repo
from tests.fakes import MemoryView
from tickets.models import RaiseTurn, Role, Slot
from twokey.kernel.settings import Settings
from twokey.kernel.snapshot import Snapshot, open_target
from twokey.kernel.status import RunStatus

APP = "def run(request):\n    expression = request.args['q']\n    return eval(expression)\n"


def _task(view=None, budget: float | None = None) -> RaiseTask:
    return RaiseTask(view or MemoryView({"app.py": APP}), ("app.py",), request_id="run-00001", budget_usd=budget)


def _claude(**settings) -> ClaudeProvider:
    return ClaudeProvider("sonnet", Settings(cli_timeout=settings.pop("cli_timeout", 30), **settings))


def _codex(**settings) -> CodexProvider:
    return CodexProvider("gpt-5", Settings(cli_timeout=settings.pop("cli_timeout", 30), **settings))


# --- claude -------------------------------------------------------------------------------------

def test_claude_success_gives_the_structured_output_with_the_cost_the_cli_reported(fake_clis: FakeClis) -> None:
    reply = _claude().raise_findings(_task(budget=1.25))
    turn = validate_turn(RaiseTurn, reply.turn)
    assert [f.evidence[0].quote for f in turn.findings] == ["return eval(expression)"]
    assert (reply.usage.usd, reply.usage.cost, reply.usage.output_tokens) == (0.0421, "reported", 845)
    assert reply.request_id == "run-00001"
    argv = fake_clis.calls()[0]["argv"]
    assert argv[:3] == ["-p", "--output-format", "json"]
    assert argv[argv.index("--max-budget-usd") + 1] == "1.2500"
    assert json.loads(argv[argv.index("--json-schema") + 1])["title"] == "RaiseTurn"


def test_claude_without_a_spend_ceiling_gets_no_budget_flag(fake_clis: FakeClis) -> None:
    _claude().raise_findings(_task(budget=None))
    assert "--max-budget-usd" not in fake_clis.calls()[0]["argv"]


def test_claude_loads_no_settings_hooks_or_mcp_of_the_user_or_the_repository(fake_clis: FakeClis) -> None:
    _claude().raise_findings(_task())
    argv = fake_clis.calls()[0]["argv"]
    assert argv[argv.index("--setting-sources") + 1] == ""  # none of user, project, local
    assert {"--strict-mcp-config", "--no-session-persistence", "--disable-slash-commands"} <= set(argv)


def test_read_only_roles_read_an_export_without_write_bits_never_the_working_tree(
        fake_clis: FakeClis, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", {"app.py": APP, ".env": "TOKEN=s3cret\n"})
    git_repo, target = open_target(repo.working_tree_dir)
    view = Snapshot(git_repo, target)
    _claude().raise_findings(_task(view))
    _codex().raise_findings(_task(view))
    for call in fake_clis.calls():
        assert Path(call["cwd"]).resolve() != target.root
        assert call["files"] == ["app.py"]  # the secret is withheld from the export
        assert call["write_bits"] == []
        assert not Path(call["cwd"]).exists()  # removed after the call
    claude, codex = (call["argv"] for call in fake_clis.calls())
    assert claude[claude.index("--tools") + 1] == "Read,Glob,Grep"
    denied = claude[claude.index("--disallowedTools") + 1].split(",")
    assert {"Bash", "Edit", "Write", "WebFetch"} <= set(denied)
    assert f"Read(/{target.root}/**)" in denied  # the user's own tree, by absolute path
    assert codex[codex.index("--sandbox") + 1] == "read-only"
    assert codex[codex.index("-C") + 1] == fake_clis.calls()[1]["cwd"]


def test_the_writer_works_in_the_fix_worktree_only_and_never_gets_a_shell(fake_clis: FakeClis, tmp_path: Path) -> None:
    from tests.fix_support import audited

    _, tickets = audited(tmp_path / "repo")
    ticket = next(iter(tickets.values()))
    worktree = tmp_path / "worktree"
    worktree.mkdir()
    task = WriteTask(ticket=ticket, finding=ticket.finding, worktree=worktree, round=1)
    _claude().write(task)
    _codex().write(task)
    claude, codex = fake_clis.calls()
    assert Path(claude["cwd"]) == Path(codex["cwd"]) == worktree
    tools = claude["argv"][claude["argv"].index("--tools") + 1].split(",")
    assert set(tools) == {"Read", "Glob", "Grep", "Edit", "Write"}
    assert "--add-dir" not in claude["argv"]
    assert "Bash" in claude["argv"][claude["argv"].index("--disallowedTools") + 1].split(",")
    argv = codex["argv"]
    assert argv[argv.index("--sandbox") + 1] == "workspace-write"
    assert {"sandbox_workspace_write.exclude_slash_tmp=true", "sandbox_workspace_write.exclude_tmpdir_env_var=true",
            "sandbox_workspace_write.network_access=false"} <= set(argv)


def test_children_never_see_another_providers_keys(fake_clis: FakeClis, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("TWOKEY_MAX_USD", "3")
    _claude().raise_findings(_task())
    _codex().raise_findings(_task())
    claude, codex = (set(call["env"]) for call in fake_clis.calls())
    assert "ANTHROPIC_API_KEY" in claude and "OPENAI_API_KEY" not in claude
    assert "OPENAI_API_KEY" in codex and "ANTHROPIC_API_KEY" not in codex
    assert not any(name.startswith("TWOKEY_") for name in (claude | codex) - {"TWOKEY_AGENT"})
    assert "TWOKEY_AGENT" in claude & codex  # the mark `twokey runs` refuses to act under


@pytest.mark.parametrize(("scenario", "error", "status"), [
    ("rate_limit", QuotaExhausted, RunStatus.WAITING_QUOTA),
    ("overloaded", QuotaExhausted, RunStatus.WAITING_QUOTA),
    ("auth", ProviderUnavailable, RunStatus.BLOCKED),
    ("server_error", InvalidOutput, RunStatus.BLOCKED),
])
def test_an_api_error_reported_as_success_is_never_a_turn(fake_clis: FakeClis, scenario: str, error: type,
                                                          status: RunStatus) -> None:
    fake_clis.scenario(scenario)
    with pytest.raises(error) as raised:
        _claude().raise_findings(_task())
    assert type(raised.value) is error and raised.value.status is status
    assert "API Error" in str(raised.value) or "HTTP" in str(raised.value)


def test_what_a_failed_call_was_charged_is_still_counted(fake_clis: FakeClis) -> None:
    fake_clis.scenario("server_error")
    with pytest.raises(InvalidOutput) as raised:
        _claude().raise_findings(_task())
    assert raised.value.usage.usd == 0.0107


def test_a_budget_stop_ends_the_run_stopped_and_counts_what_was_spent(fake_clis: FakeClis) -> None:
    fake_clis.scenario("budget")
    with pytest.raises(BudgetExhausted) as raised:
        _claude().raise_findings(_task(budget=0.25))
    assert raised.value.status is RunStatus.STOPPED and raised.value.usage.usd == 0.2514


def test_a_safety_refusal_blocks_with_its_reason_and_never_becomes_uncertain(fake_clis: FakeClis) -> None:
    fake_clis.scenario("refusal")
    with pytest.raises(ProviderUnavailable) as raised:
        _claude().raise_findings(_task())
    assert raised.value.status is RunStatus.BLOCKED
    assert "safety filter" in str(raised.value) and "Usage Policy" in str(raised.value)


@pytest.mark.parametrize("scenario", ["truncated", "invalid_json", "text_only", "max_structured"])
def test_output_that_is_not_a_turn_asks_for_the_one_repair(fake_clis: FakeClis, scenario: str) -> None:
    fake_clis.scenario(scenario)
    with pytest.raises(InvalidOutput):
        _claude().raise_findings(_task())


def test_a_truncated_result_still_counts_the_cost_it_got_as_far_as_saying(fake_clis: FakeClis) -> None:
    fake_clis.scenario("truncated")
    with pytest.raises(InvalidOutput) as raised:
        _claude().raise_findings(_task())
    assert raised.value.usage.usd == 0.0421


def test_a_crash_after_the_prompt_was_handed_over_is_ambiguous(fake_clis: FakeClis) -> None:
    fake_clis.scenario("crash")
    with pytest.raises(OutcomeUnknown):
        _claude().raise_findings(_task())


def test_a_cli_that_refuses_its_command_line_is_blocked_before_anything_was_sent(fake_clis: FakeClis) -> None:
    fake_clis.scenario("bad_flag")
    for provider in (_claude(), _codex()):
        with pytest.raises(ProviderUnavailable, match="nothing was sent"):
            provider.raise_findings(_task())


def _dead(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state == "Z"


def _wait_dead(pid: int) -> bool:
    deadline = time.monotonic() + 5  # an exit is asynchronous; this waits for it, it does not pace the test
    while time.monotonic() < deadline:
        if _dead(pid):
            return True
        os.sched_yield()
    return _dead(pid)


def test_a_hang_is_killed_with_its_process_group_and_the_run_becomes_ambiguous(
        fake_clis: FakeClis, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake_clis.scenario("hang")
    pid_file = tmp_path / "helper.pid"
    monkeypatch.setenv("FAKE_CLI_CHILD_PID", str(pid_file))
    with pytest.raises(OutcomeUnknown, match="process group was killed") as raised:
        _claude(cli_timeout=1.0).raise_findings(_task())
    assert raised.value.status is RunStatus.AMBIGUOUS
    assert _wait_dead(int(pid_file.read_text()))  # the agent's own child died with it


# --- codex --------------------------------------------------------------------------------------

def test_codex_success_reads_the_last_message_and_estimates_the_cost(fake_clis: FakeClis) -> None:
    reply = _codex().raise_findings(_task())
    turn = validate_turn(RaiseTurn, reply.turn)  # the strict-mode nulls became the contract's defaults
    assert turn.findings[0].lens == "security" and turn.findings[0].cwe is None
    assert reply.usage.cost == "estimated" and reply.usage.input_tokens == 24763
    # genai-prices for gpt-5: 315 fresh input at $1.25, 24448 cached at $0.125, 1220 output at $10 per million
    assert reply.usage.usd == pytest.approx((315 * 1.25 + 24448 * 0.125 + 1220 * 10) / 1e6, abs=1e-6)


def test_codex_gets_the_turn_contract_in_strict_form(fake_clis: FakeClis) -> None:
    _codex().raise_findings(_task())
    schema = json.loads(fake_clis.calls()[0]["schema"])

    def objects(node):
        if isinstance(node, dict):
            if "properties" in node:
                yield node
            for value in node.values():
                yield from objects(value)

    for node in objects(schema):
        assert node["additionalProperties"] is False and set(node["required"]) == set(node["properties"])
    assert "title" in schema["$defs"]["Finding"]["properties"]  # a property named like a keyword survives


def test_a_price_table_overrides_the_built_in_prices(fake_clis: FakeClis, tmp_path: Path) -> None:
    table = tmp_path / "prices.toml"
    table.write_text('["codex:gpt-5"]\ninput = 2.0\noutput = 20.0\n', encoding="utf-8")
    reply = _codex(price_table=str(table)).raise_findings(_task())
    # cached_input defaults to the input price
    assert reply.usage.usd == pytest.approx((24763 * 2.0 + 1220 * 20.0) / 1e6, abs=1e-6)


def test_a_model_with_no_known_price_is_blocked_before_any_call(fake_clis: FakeClis) -> None:
    provider = CodexProvider("gpt-unpriced-9", Settings())
    with pytest.raises(ProviderUnavailable, match="price_table"):
        provider.preflight()
    assert fake_clis.calls() == []


def test_codex_on_a_loopback_server_is_free_and_configured_as_a_responses_provider(fake_clis: FakeClis) -> None:
    provider = CodexProvider("smollm2", Settings(codex_base_url="http://127.0.0.1:8080/v1"))
    assert provider.paid is False
    reply = provider.raise_findings(_task())
    assert reply.usage.usd == 0.0
    argv = fake_clis.calls()[0]["argv"]
    assert {'model_provider="twokey"', 'model_providers.twokey.base_url="http://127.0.0.1:8080/v1"',
            'model_providers.twokey.wire_api="responses"'} <= set(argv)


@pytest.mark.parametrize(("scenario", "error"), [
    ("rate_limit", QuotaExhausted), ("usage_limit", QuotaExhausted), ("auth", ProviderUnavailable),
    ("unknown_model", ProviderUnavailable), ("dropped", OutcomeUnknown), ("server_error", QuotaExhausted),
    ("truncated", InvalidOutput), ("invalid_json", InvalidOutput),
])
def test_codex_failures_map_onto_the_seam(fake_clis: FakeClis, scenario: str, error: type) -> None:
    fake_clis.scenario(scenario)
    with pytest.raises(error) as raised:
        _codex().raise_findings(_task())
    assert type(raised.value) is error


def test_codex_that_cannot_connect_is_blocked_at_once_not_left_to_wait_forever(fake_clis: FakeClis) -> None:
    fake_clis.scenario("unreachable")
    with pytest.raises(ProviderUnavailable, match="nothing was sent") as raised:
        _codex(cli_timeout=600).raise_findings(_task())  # given up long before the timeout
    assert raised.value.status is RunStatus.BLOCKED


def test_a_codex_reconnect_notice_is_not_a_failure(fake_clis: FakeClis) -> None:
    fake_clis.scenario("reconnect")
    assert validate_turn(RaiseTurn, _codex().raise_findings(_task()).turn).findings


def test_a_codex_hang_after_its_turn_started_is_ambiguous_and_before_it_is_blocked(fake_clis: FakeClis) -> None:
    fake_clis.scenario("hang")
    with pytest.raises(OutcomeUnknown):
        _codex(cli_timeout=1.0).raise_findings(_task())
    fake_clis.scenario("hang_before")
    with pytest.raises(ProviderUnavailable, match="nothing was sent"):
        _codex(cli_timeout=1.0).raise_findings(_task())


# --- both -----------------------------------------------------------------------------------------

def test_a_missing_cli_is_blocked_in_preflight_with_what_to_install(monkeypatch: pytest.MonkeyPatch,
                                                                    tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    for provider, package in ((_claude(), "@anthropic-ai/claude-code"), (_codex(), "@openai/codex")):
        with pytest.raises(ProviderUnavailable, match=f"npm install -g {package}") as raised:
            provider.preflight()
        assert raised.value.status is RunStatus.BLOCKED


def test_both_register_like_any_plugin_for_all_four_roles_and_are_paid() -> None:
    for name in ("claude", "codex"):
        for role in Role:
            provider = provider_for(f"{name}:m", role, Slot.AGENT_A)
            assert provider.name == name and provider.model == "m" and provider.paid


def test_the_refuter_is_shown_the_findings_and_answers_per_fingerprint(fake_clis: FakeClis) -> None:
    raised = validate_turn(RaiseTurn, _claude().raise_findings(_task()).turn)
    from agent_providers.seam import FindingToJudge
    from tickets.fingerprint import fingerprint

    finding = raised.findings[0]
    task = RefuteTask(MemoryView({"app.py": APP}), (FindingToJudge(fingerprint(finding), finding),))
    for provider in (_claude(), _codex()):
        verdicts = provider.refute(task).turn["verdicts"]
        assert verdicts[0]["fingerprint"] == fingerprint(finding)
        assert verdicts[0]["evidence"][0]["quote"] == "expression = request.args['q']"
