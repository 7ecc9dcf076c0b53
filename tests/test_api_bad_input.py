"""Bad input for API models: each gives one clear line and SPEC's status, with nothing spent or written where avoidable.

The HTTP cases talk to a loopback OpenAI-compatible stub started by the test, through the real
`local:` and `openai:` specs, so the real client, error mapping and orchestrator are exercised.
"""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest

from tests.conftest import make_repo
from tests.openai_stub import Answer, Stub, error, serving, turn
from tests.test_api_adversarial import APP, SOURCE, finding
from twokey.cli import main
from twokey.kernel.events import read_events


@pytest.fixture
def target(tmp_path: Path) -> Path:
    return Path(make_repo(tmp_path / "target", {"app.py": APP}).working_tree_dir)


def audit(capsys, target: Path, *flags: str) -> tuple[int, dict, str]:
    code = main(["audit", "--no-prefect", "--format", "json", *flags, str(target)])
    captured = capsys.readouterr()
    return code, (json.loads(captured.out) if captured.out.strip() else {}), captured.err


def nothing_written(target: Path) -> bool:
    return not (target / "docs" / "backlog").exists() or not any((target / "docs" / "backlog").glob("TK-*.md"))


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]  # closed again when this returns: nothing listens there


def test_an_unreachable_base_url_is_blocked_before_any_claim(target, capsys) -> None:
    spec = f"local:m@http://127.0.0.1:{closed_port()}/v1"
    code, summary, err = audit(capsys, target, "--agent-a", spec)
    assert code == 1 and not summary and err.count("\n") == 1
    assert "no OpenAI-compatible server answers" in err and "nothing was called" in err
    assert nothing_written(target)


def test_an_unknown_local_model_is_blocked_with_what_the_server_serves(target, capsys) -> None:
    with serving(Stub(models=["qwen2.5-coder:latest"])) as stub:
        code, summary, err = audit(capsys, target, "--agent-a", f"local:llama9@{stub.url}")
    assert code == 1 and "does not serve model 'llama9'" in err and "qwen2.5-coder:latest" in err
    assert not stub.requests and nothing_written(target)


def test_an_unknown_vendor_model_is_blocked_and_spends_nothing(target, capsys, monkeypatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key-0123456789")
    with serving(Stub(answers=[error(404, "model_not_found", "The model `gpt-9` does not exist")])) as stub:
        code, summary, err = audit(capsys, target, "--agent-a", f"openai:gpt-9@{stub.url}",
                                   "--allow-model-calls")
    assert code == 1 and summary["status"] == "blocked" and "unknown model" in summary["reason"]
    assert summary["cost_usd"] == 0 and len(stub.requests) == 1 and nothing_written(target)


def test_a_missing_key_is_blocked_before_any_claim_and_never_printed(target, capsys, monkeypatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    code, summary, err = audit(capsys, target, "--agent-b", "openai:gpt-5", "--max-usd", "1")
    assert code == 1 and "OPENAI_API_KEY is not set" in err and err.count("\n") == 1
    assert nothing_written(target)


def test_a_rejected_key_is_masked_in_the_message(target, capsys, monkeypatch) -> None:
    key = "sk-proj-abcdefghijklmnopqrstuvwxyz012345"
    monkeypatch.setenv("OPENAI_API_KEY", key)
    answers = [error(401, "invalid_api_key", f"Incorrect API key provided: {key}")]
    with serving(Stub(answers=answers)) as stub:
        code, summary, err = audit(capsys, target, "--agent-a", f"openai:gpt-5@{stub.url}", "--allow-model-calls")
    assert code == 1 and "rejected the credentials" in summary["reason"]
    assert key not in json.dumps(summary) and key not in err
    assert key not in Path(summary["event_log"]).read_text()


@pytest.mark.parametrize("body,content_type", [(b"<html><body>502 Bad Gateway</body></html>", "text/html"),
                                               (b"", "application/json"), (b"{not json", "application/json"),
                                               # success on the wire, a failure inside: never a turn
                                               (b'{"error": {"message": "API Error: 529 overloaded", "code": 529}}',
                                                "application/json")])
def test_html_or_an_empty_or_invalid_body_gets_one_repair_then_counts_as_uncertain(
        target, capsys, body, content_type) -> None:
    bad = Answer(body=body, content_type=content_type)
    answers = [turn({"kind": "raise", "findings": [finding()]}), bad, bad]
    with serving(Stub(answers=answers)) as stub:
        code, summary, err = audit(capsys, target, "--agent-a", f"local:stub-model@{stub.url}",
                                   "--agent-b", f"local:stub-model@{stub.url}")
    events = read_events(Path(summary["event_log"]))
    rejected = [e for e in events if e["event"] == "turn_rejected"]
    assert [e["attempt"] for e in rejected] == [1, 2] and all(e["action"] == "refute" for e in rejected)
    assert summary["uncertain"] == 1 and summary["confirmed"] == 0 and nothing_written(target)
    assert code == 1 and summary["status"] == "blocked"
    assert len(stub.requests) == 4  # raise, refute, its one repair, then the swapped raise


def test_a_timeout_before_submission_is_blocked_and_nothing_is_sent(target, capsys) -> None:
    # The server accepts connections but never answers the readiness probe: nothing was submitted.
    with serving(Stub(hang_models=True)) as stub:
        code, summary, err = audit(capsys, target, "--agent-a", f"local:stub-model@{stub.url}")
    assert code == 1 and "no OpenAI-compatible server answers" in err and "timed out" in err
    assert not stub.requests and nothing_written(target)


def test_a_timeout_after_submission_is_ambiguous_and_never_retried(target, capsys) -> None:
    with serving(Stub(answers=[Answer(hang=True)])) as stub:
        code, summary, err = audit(capsys, target, "--agent-a", f"local:stub-model@{stub.url}",
                                   "--model-timeout", "0.5")
    assert code == 1 and summary["status"] == "ambiguous" and "not retried" in summary["reason"]
    assert len(stub.requests) == 1, "a submitted call is never sent again"
    events = read_events(Path(summary["event_log"]))
    submitted = [e for e in events if e["event"] == "submitted"]
    assert len(submitted) == 1 and submitted[0]["request_id"]
    assert [e["status"] for e in events if e["event"] == "provider_failed"] == ["ambiguous"]


def test_a_rate_limit_waits_for_quota_and_is_not_retried(target, capsys) -> None:
    answers = [error(429, "rate_limit_exceeded", "Rate limit reached for requests")]
    with serving(Stub(answers=answers)) as stub:
        code, summary, err = audit(capsys, target, "--agent-a", f"local:stub-model@{stub.url}")
    assert code == 1 and summary["status"] == "waiting_quota" and "rate limit" in summary["reason"]
    assert len(stub.requests) == 1 and nothing_written(target)


def test_an_exhausted_quota_waits_for_quota(target, capsys) -> None:
    answers = [error(429, "insufficient_quota", "You exceeded your current quota")]
    with serving(Stub(answers=answers)) as stub:
        code, summary, err = audit(capsys, target, "--agent-a", f"local:stub-model@{stub.url}")
    assert code == 1 and summary["status"] == "waiting_quota"


def test_a_budget_exhausted_mid_run_stops_with_the_spend_shown(target, capsys, tmp_path) -> None:
    prices = tmp_path / "prices.toml"
    prices.write_text('["local:stub-model"]\ninput = 100.0\noutput = 100.0\n')
    answers = [turn({"kind": "raise", "findings": [finding()]}, usage=(4000, 1000))]
    with serving(Stub(answers=answers)) as stub:
        code, summary, err = audit(capsys, target, "--agent-a", f"local:stub-model@{stub.url}",
                                   "--agent-b", f"local:stub-model@{stub.url}", "--price-table", str(prices),
                                   "--max-usd", "0.6", "--model-max-output-tokens", "500")
    assert code == 3 and summary["status"] == "stopped" and "spend ceiling" in summary["reason"]
    assert summary["cost_usd"] == pytest.approx(0.5) and summary["cost_estimated"]
    assert len(stub.requests) == 1 and nothing_written(target)


def test_the_local_server_gets_the_json_object_format_it_accepts(target, capsys) -> None:
    answers = [turn({"kind": "raise", "findings": [finding()]}),
               turn({"kind": "refute", "verdicts": []})]
    with serving(Stub(answers=answers)) as stub:
        audit(capsys, target, "--agent-a", f"local:stub-model@{stub.url}", "--agent-b", f"local:stub-model@{stub.url}")
    first = stub.requests[0]
    assert first["response_format"]["type"] == "json_object" and "schema" in first["response_format"]
    assert first["temperature"] == 0 and first["max_tokens"] == 2048 and "tools" not in first
    assert SOURCE["quote"] in first["messages"][-1]["content"], "local models get the files inline"


def test_raw_control_characters_in_a_local_models_strings_are_tolerated(target, capsys) -> None:
    raw = json.dumps({"kind": "raise", "findings": [finding()]}).replace("reaches os.system", "reaches\tos.system\n")
    with serving(Stub(answers=[turn(raw)])) as stub:
        code, summary, err = audit(capsys, target, "--agent-a", f"local:stub-model@{stub.url}")
    assert summary["raised"] >= 1
    events = read_events(Path(summary["event_log"]))
    assert [e["event"] for e in events if e.get("action") == "raise"][:2] == ["submitted", "turn_accepted"]
