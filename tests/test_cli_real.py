"""The adapters against the real CLIs from the npm registry: every flag they pass exists, and codex runs for real.

`.ci/run` installs `@anthropic-ai/claude-code` and `@openai/codex` and names their folder in
TEST_AGENT_CLI_BIN; elsewhere they are looked up on PATH, and these tests are skipped, saying
why, when they are absent. Their help runs offline. The real codex is also run end to end, inside
a network namespace of its own where only loopback exists, against a Responses-API server
there: no model is reached, and nothing can leave the machine.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from agent_providers.cli.base import Call, CliProvider
from agent_providers.cli.claude import ClaudeProvider
from agent_providers.cli.codex import CodexProvider
from flows.audit.protocol import validate_turn
from tickets.models import RaiseTurn, Role
from twokey.kernel.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
INSTALL = "npm install --prefix DIR @anthropic-ai/claude-code @openai/codex (what .ci/run does)"
# An option in a help text: `-p`, `--print`, `--allowedTools`, `-o, --output-last-message <FILE>`.
OPTION = re.compile(r"(?<![\w-])(--?[A-Za-z][\w-]*)")


def real_cli(name: str) -> str:
    folder = os.environ.get("TEST_AGENT_CLI_BIN")
    if folder:  # CI installed them: their absence is a failure, never a skip
        found = shutil.which(name, path=folder)
        assert found, f"TEST_AGENT_CLI_BIN={folder} has no {name}; {INSTALL}"
        return found
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"the real {name} CLI is not installed here; {INSTALL}")
    return found


def help_text(argv: list[str], home: Path) -> str:
    """Help output, offline, with a throwaway home so nothing of this machine's config is read or written."""
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(home), "CODEX_HOME": str(home / ".codex"),
           "DISABLE_AUTOUPDATER": "1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1"}
    (home / ".codex").mkdir(parents=True, exist_ok=True)
    done = subprocess.run(argv, capture_output=True, text=True, timeout=60, env=env, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    return done.stdout + done.stderr


def every_command(provider: CliProvider, scratch: Path) -> list[list[str]]:
    """The command lines the adapter builds: each role, with and without a budget, with what a run may add."""
    commands = []
    for role in Role:
        for budget in (None, 1.5):
            call = Call(role, "prompt", scratch, budget_usd=budget, private=(scratch / "user-tree",))
            commands.append(provider.command(call, scratch))
    return commands


def flags(argv: list[str]) -> set[str]:
    """The options in a command line: its words that start with a dash, but not "-" (the prompt on stdin)."""
    return {word for word in argv[1:] if word.startswith("-") and word != "-"}


@pytest.mark.parametrize(("provider", "help_argv"), [
    (ClaudeProvider("sonnet", Settings()), ["claude", "--help"]),
    (CodexProvider("gpt-5", Settings(codex_base_url="http://127.0.0.1:9/v1")), ["codex", "exec", "--help"]),
], ids=["claude", "codex"])
def test_every_flag_the_adapter_passes_exists_in_the_real_cli(provider: CliProvider, help_argv: list[str],
                                                              tmp_path: Path) -> None:
    executable = real_cli(provider.executable)
    text = help_text([executable, *help_argv[1:]], tmp_path / "home")
    known = set(OPTION.findall(text))
    passed = set().union(*(flags(argv) for argv in every_command(provider, tmp_path)))
    assert passed and passed <= known, f"not in `{' '.join(help_argv)}`: {sorted(passed - known)}"


def test_the_values_the_adapters_choose_are_among_the_real_choices(tmp_path: Path) -> None:
    claude = help_text([real_cli("claude"), "--help"], tmp_path / "a")
    codex = help_text([real_cli("codex"), "exec", "--help"], tmp_path / "b")
    assert re.search(r'--output-format.*"json"', claude, re.S) and '"dontAsk"' in claude
    assert "(user, project, local)" in claude  # --setting-sources: twokey passes none of them
    assert re.search(r"read-only, workspace-write", codex)


def test_the_real_clis_report_their_versions(monkeypatch: pytest.MonkeyPatch) -> None:
    for provider, pattern in ((ClaudeProvider("", Settings()), r"^\d+\.\d+\.\d+ \(Claude Code\)$"),
                              (CodexProvider("", Settings()), r"^codex-cli \d+\.\d+\.\d+")):
        found = real_cli(provider.executable)
        monkeypatch.setenv("PATH", f"{Path(found).parent}{os.pathsep}{os.environ['PATH']}")
        assert re.match(pattern, provider.version()), provider.version()


# --- the real codex, end to end, on loopback only ------------------------------------------------

def _namespace_available() -> bool:
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return False
    return subprocess.run(["unshare", "-rn", "true"], capture_output=True).returncode == 0


def _probe(scenario: str, tmp_path: Path) -> dict:
    codex = real_cli("codex")
    if not _namespace_available():
        pytest.skip("no private network namespace here (`unshare -rn` fails), so the real codex is not run; "
                    "its flags are still checked against its help")
    home = tmp_path / "codex-home"
    home.mkdir()
    env = {**os.environ, "PATH": f"{Path(codex).parent}{os.pathsep}{os.environ['PATH']}", "CODEX_HOME": str(home),
           "HOME": str(tmp_path)}
    done = subprocess.run(["unshare", "-rn", sys.executable, "-m", "tests.real_cli_probe", scenario], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_real_codex_answers_through_a_responses_server_on_loopback(tmp_path: Path) -> None:
    result = _probe("ok", tmp_path)
    assert result["outcome"] == "turn", result
    turn = validate_turn(RaiseTurn, result["turn"])  # the strict-mode nulls became the contract's defaults
    assert turn.findings[0].evidence[0].quote == "return eval(expression)" and turn.findings[0].lens == "security"
    # codex's own usage line: 1200 input of which 200 cached, 30 output; free on loopback, marked estimated
    assert result["usage"] == {"calls": 1, "input_tokens": 1200, "output_tokens": 30, "usd": 0.0, "cost": "estimated"}
    [post] = [asked for asked in result["asked"] if asked["method"] == "POST"]
    assert post["path"] == "/v1/responses" and post["model"] == "probe-model"
    schema = post["text"]["format"]["schema"]  # the turn contract, sent in strict form
    assert schema["additionalProperties"] is False and set(schema["required"]) == set(schema["properties"])


def test_the_real_codex_does_not_retry_a_429_and_the_run_waits_for_the_quota(tmp_path: Path) -> None:
    result = _probe("429", tmp_path)
    assert (result["outcome"], result["status"]) == ("QuotaExhausted", "waiting_quota"), result
    assert [asked["method"] for asked in result["asked"]] == ["POST"]  # one request: codex did not retry it


def test_the_real_codex_that_cannot_connect_is_blocked_without_waiting_for_the_timeout(tmp_path: Path) -> None:
    result = _probe("refused", tmp_path)  # codex itself would wait for the network forever
    assert (result["outcome"], result["status"]) == ("ProviderUnavailable", "blocked"), result
    assert "nothing was sent" in result["message"] and result["asked"] == []


def test_the_real_codex_accepts_every_config_key_the_writer_passes(tmp_path: Path) -> None:
    result = _probe("writer", tmp_path)  # --strict-config: an unknown -c key would stop codex before its turn
    assert result["outcome"] == "turn", result
    assert result["turn"]["kind"] == "write" and result["turn"]["outcome"] == "no_change"
