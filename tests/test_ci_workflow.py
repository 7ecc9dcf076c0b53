"""The documented GitHub Actions workflow stays true: its twokey command parses, and it uploads the SARIF."""

from __future__ import annotations

import shlex
from pathlib import Path

import yaml

from twokey.cli import build_parser

WORKFLOW = Path(__file__).parents[1] / "docs" / "ci" / "twokey-nightly.yml"


def steps() -> list[dict]:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))["jobs"]["audit"]["steps"]


def test_the_workflow_runs_nightly_and_may_write_security_events() -> None:
    document = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    triggers = document[True]  # YAML 1.1 reads the key `on` as true
    assert triggers["schedule"][0]["cron"] == "0 2 * * *"
    assert document["permissions"]["security-events"] == "write"


def test_the_audit_step_is_a_command_twokey_accepts() -> None:
    audit = next(step for step in steps() if step.get("name") == "Audit")
    words = shlex.split(audit["run"].split(">", 1)[0].replace("$RUNNER_TEMP", "/tmp"))
    args = build_parser().parse_args(words[1:])
    assert (args.format, args.setting_fail_on, args.no_prefect) == ("sarif", "new:high", True)


def test_the_sarif_is_uploaded_to_code_scanning_even_when_the_audit_fails() -> None:
    upload = next(step for step in steps() if str(step.get("uses", "")).startswith("github/codeql-action/upload-sarif"))
    assert upload["with"]["sarif_file"] == "twokey.sarif" and upload["if"].startswith("always()")


def test_the_backlog_is_pushed_without_force() -> None:
    commit = next(step for step in steps() if step.get("name") == "Commit the backlog")
    assert "git push origin twokey-backlog" in commit["run"] and "force" not in commit["run"]
