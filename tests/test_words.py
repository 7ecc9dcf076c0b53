"""Words that fit: a confirmed ticket says which refutation was tried and why it failed, and a suggested
fix fits its context (exec of the operator's configuration file is not "dispatch to known functions")."""

from __future__ import annotations

from pathlib import Path

from agent_providers.builtin.pattern import PatternAnalyser
from tests.conftest import make_repo
from tests.fakes import MemoryView
from tests.test_cli_audit import VULNERABLE_APP
from tickets.store import Backlog
from twokey.cli import main

CONFIG_LOADER = '''"""Load settings the way Flask's Config.from_pyfile does."""


def from_pyfile(filename):
    settings = {}
    with open(filename, "rb") as config_file:
        exec(compile(config_file.read(), filename, "exec"), settings)
    return settings
'''
DISPATCH = '''import sys


def run(command):
    exec(command)


if __name__ == "__main__":
    run(sys.argv[1])
'''


def exec_finding(source: str):
    view = MemoryView({"loader.py": source})
    turn = PatternAnalyser().raise_findings(view, ["loader.py"]).findings
    return next(finding for finding in turn if finding.rule_id == "bandit.B102")


def test_exec_of_a_configuration_file_gets_a_fix_that_fits_a_config_loader() -> None:
    fix = exec_finding(CONFIG_LOADER).suggested_fix
    assert "runs a Python file as configuration" in fix and "tomllib" in fix
    assert "dispatch to known functions" not in fix


def test_exec_of_a_command_string_keeps_the_dispatch_advice() -> None:
    assert exec_finding(DISPATCH).suggested_fix == "Remove exec; dispatch to known functions explicitly."


def test_a_confirmed_tickets_refutation_names_the_refuter_and_why_it_failed(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": VULNERABLE_APP})
    assert main(["audit", "--no-prefect", repo.working_tree_dir]) == 0
    texts = [file.path.read_text() for file in Backlog(Path(repo.working_tree_dir) / "docs/backlog").load()[0]]
    assert texts
    for text in texts:
        section = text.split("## Refutation attempted\n\n", 1)[1]
        assert section.startswith(("agent_a (`builtin:bandit-rules`) tried to refute this finding and could not. ",
                                   "agent_b (`builtin:taint-flow`) tried to refute this finding and could not. "))
        assert "confirms it" not in section.split("\n")[0]
        first = section.split("\n")[0]
        assert "no constant, sanitiser" in first or "No data-flow refutation holds" in first
