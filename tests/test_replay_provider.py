"""The `replay` provider plays recorded turns through the same checks as any provider: a dry run proves plumbing."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import make_repo
from tests.test_cli_audit import VULNERABLE_APP, one_line_error
from twokey.cli import main

PING_LINE = VULNERABLE_APP.splitlines().index('    os.system("ping -c 1 " + host)') + 1


def _finding(path: str, quote: str) -> dict:
    return {"rule_id": "replay.cmd", "category": "command-injection", "title": "recorded finding",
            "severity": "high", "cwe": 78, "symbol": "ping", "claim": "request input reaches a shell",
            "locations": [{"path": path, "start_line": PING_LINE, "end_line": PING_LINE}],
            "evidence": [{"path": path, "start_line": PING_LINE, "end_line": PING_LINE, "quote": quote}]}


def test_recorded_turns_pass_the_same_evidence_checks_as_live_ones(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP})
    recording = tmp_path / "turns.json"
    recording.write_text(json.dumps({"raise": [{"kind": "raise", "findings": [
        _finding("app.py", 'os.system("ping -c 1 " + host)'),
        _finding("ghost.py", 'os.system("ping -c 1 " + host)')]}]}))
    assert main(["audit", "--no-prefect", "--format", "json", "--agent-a", f"replay:{recording}",
                 repo.working_tree_dir]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["providers"]["agent_a"] == "replay:turns.json"
    assert summary["unsupported"] == 1  # the hallucinated path never reaches the refuter
    assert [line["location"] for line in summary["new"]] == [f"app.py:{PING_LINE}-{PING_LINE}"]


def test_an_unreadable_recording_is_a_one_line_usage_error(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP})
    assert main(["audit", "--no-prefect", "--agent-a", f"replay:{tmp_path / 'missing.json'}",
                 repo.working_tree_dir]) == 2
    assert "replay recording" in one_line_error(capsys)
