"""A fix is "tested" only when tests ran: a baseline that errors, collects nothing or cannot start blocks
the fix with its cause shown, unless a person accepts it with --allow-untested, and then it says untested."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from flows.fix.core import run_fix
from tests.fix_support import APP, TESTS, UTIL, audited, request_for, ticket_now
from tickets import gates
from tickets.fix import TestRun, regressions
from twokey.cli import main
from twokey.kernel.events import read_events
from twokey.kernel.status import RunStatus

BROKEN_IMPORT = "import werkzeug_is_not_installed_here\n" + TESTS


@pytest.fixture
def cannot_import(tmp_path: Path):
    """A repository whose only test module cannot import a dependency, like Flask 0.10 without werkzeug."""
    return audited(tmp_path / "flaskish", {"app.py": APP, "util.py": UTIL, "tests/test_util.py": BROKEN_IMPORT})


# --- what counts as evidence ------------------------------------------------------------------------

@pytest.mark.parametrize(("run", "expected"), [
    (TestRun("pytest", 2, 0.1, {"tests.test_util": "error"},
             "E   ModuleNotFoundError: No module named 'werkzeug'\n!!! Interrupted: 1 error during collection !!!\n"),
     "errored before any test ran (1 error(s)): ModuleNotFoundError: No module named 'werkzeug'"),
    (TestRun("pytest", 0, 0.1, {"t::a": "skipped", "t::b": "skipped"}), "collected no test that ran (2 skipped)"),
    (TestRun("pytest", 5, 0.1, {}, "no tests ran in 0.01s\n"), "collected no tests"),
    (TestRun("python -m unittest", 0, 0.1, {}, "\nRan 0 tests in 0.000s\n\nNO TESTS RAN\n"), "collected no tests"),
    (TestRun("python -m pytest", 1, 0.1, {}, "/usr/bin/python: No module named pytest\n"),
     "could not start (exit 1): /usr/bin/python: No module named pytest"),
    (TestRun("make test", 2, 0.1, {}, "make: *** No rule to make target 'test'.  Stop.\n"),
     "exited 2 with no per-test results: make: *** No rule to make target 'test'.  Stop."),
    (TestRun("nox", 127, 0.1, {}, "nox: cannot start: No such file or directory\n"),
     "could not start (exit 127): nox: cannot start: No such file or directory"),
])
def test_a_run_that_is_no_evidence_says_why(run: TestRun, expected: str) -> None:
    assert run.problem() == expected


@pytest.mark.parametrize("run", [
    TestRun("pytest", 1, 0.1, {"t::a": "passed", "t::b": "failed", "t::c": "error"}),
    TestRun("make test", 0, 0.1, {}, "all good\n"),
])
def test_tests_that_ran_are_evidence_even_when_some_fail(run: TestRun) -> None:
    assert run.problem() is None


def test_the_tests_gate_fails_a_baseline_that_is_no_evidence_and_never_says_passed() -> None:
    broken = TestRun("pytest", 2, 0.1, {"tests.test_util": "error"}, "E   ModuleNotFoundError: No module named 'x'\n")
    gate = gates.tests_gate(broken, broken)
    assert not gate.passed and not gate.untested
    assert gate.line().startswith("tests: FAILED (no evidence: the baseline errored")
    assert regressions(broken, broken) == [gate.details[0]]


def test_allow_untested_lets_the_gate_through_marked_untested_not_passed() -> None:
    broken = TestRun("pytest", 2, 0.1, {"tests.test_util": "error"}, "E   ModuleNotFoundError: No module named 'x'\n")
    gate = gates.tests_gate(broken, broken, allow_untested=True)
    assert gate.passed and gate.untested
    assert gate.line().startswith("tests: untested (accepted with --allow-untested: the baseline errored")
    assert "passed" not in gate.line()


def test_allow_untested_never_excuses_a_regression_from_a_baseline_that_ran() -> None:
    ran = TestRun("pytest", 0, 0.1, {"t::a": "passed"})
    broken = TestRun("pytest", 2, 0.1, {"t": "error"}, "E   ImportError: cannot import name 'add'\n")
    gate = gates.tests_gate(ran, broken, allow_untested=True)
    assert not gate.passed and not gate.untested
    assert "after the change the tests errored before any test ran" in gate.details[0]


def test_a_new_test_that_fails_after_the_change_is_a_regression() -> None:
    baseline = TestRun("pytest", 0, 0.1, {"t::a": "passed"})
    after = TestRun("pytest", 1, 0.1, {"t::a": "passed", "t::repro": "failed"})
    assert regressions(baseline, after) == ["t::repro is new and failed"]


# --- the fix flow on a repository whose tests cannot import --------------------------------------------

def test_tests_that_cannot_import_block_the_fix_with_the_cause_and_the_output(cannot_import, capsys) -> None:
    repo, tickets = cannot_import
    ticket = tickets["unsafe-deserialization"]
    status = main(["fix", ticket.id, "--repo", repo.working_tree_dir, "--no-prefect",
                   "--test-cmd", f"{sys.executable} -m pytest -q"])
    out = capsys.readouterr().out
    assert status == 1
    assert "blocked" in out.splitlines()[0]
    assert "No module named 'werkzeug_is_not_installed_here'" in out  # the cause, in the reason
    assert "gate tests: FAILED (no evidence: the baseline errored before any test ran" in out
    assert "| E   ModuleNotFoundError" in out and "Interrupted: 1 error during collection" in out  # the tail
    assert [h.name for h in repo.heads] == ["main"]
    fix = ticket_now(repo, ticket.id).fix
    assert "blocked" in fix and "No module named 'werkzeug_is_not_installed_here'" in fix


def test_the_blocked_report_says_which_environment_ran_the_tests_and_why(cannot_import) -> None:
    repo, tickets = cannot_import
    report = run_fix(request_for(repo, tickets["unsafe-deserialization"]))
    assert report.status is RunStatus.BLOCKED and report.rounds == 0  # stopped before any write
    assert "Make them run in the chosen environment (configured), set test_command" in report.reason
    assert report.test_env == f"configured, `{sys.executable} -m pytest -q`: test_command from the request"
    assert "--allow-untested" in report.reason
    summary = (report.evidence_dir / "summary.md").read_text()
    assert "## Test output" in summary and "ModuleNotFoundError" in summary


def test_allow_untested_commits_and_the_commit_and_ticket_say_untested(cannot_import, capsys) -> None:
    repo, tickets = cannot_import
    ticket = tickets["unsafe-deserialization"]
    status = main(["fix", ticket.id, "--repo", repo.working_tree_dir, "--no-prefect", "--allow-untested",
                   "--test-cmd", f"{sys.executable} -m pytest -q"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "gate tests: untested (accepted with --allow-untested" in out and "tests: passed" not in out
    message = repo.git.log("-1", "--format=%B", f"twokey/fix-{ticket.id}")
    assert "UNTESTED (tests gate): accepted with --allow-untested: the baseline errored" in message
    assert "Tests: untested, baseline exit 2: 1 error" in message
    assert "tests" not in message.split("Gates passed:")[1].splitlines()[0]
    fix = ticket_now(repo, ticket.id).fix
    assert "gate tests: untested" in fix and "**untested**" in fix and "gate tests: passed" not in fix


def test_the_event_log_records_the_problem_and_the_chosen_environment(cannot_import) -> None:
    repo, tickets = cannot_import
    report = run_fix(request_for(repo, tickets["unsafe-deserialization"]))
    events = read_events(report.event_log)
    started = next(e for e in events if e["event"] == "run_started")
    assert started["test_env"] == "configured" and "test_command" in started["test_env_why"]
    finished = next(e for e in events if e["event"] == "tests_finished")
    assert finished["problem"].startswith("errored before any test ran")
    assert any(e["event"] == "gate_failed" and e["gate"] == "tests" for e in events)


def test_a_baseline_that_collects_nothing_blocks_the_fix(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "empty-tests", {"app.py": APP, "tests/test_nothing.py": "X = 1\n"})
    report = run_fix(request_for(repo, tickets["unsafe-deserialization"]))
    assert report.status is RunStatus.BLOCKED and "collected no tests" in report.reason


def test_a_test_command_that_cannot_start_blocks_with_the_cause(tmp_path: Path) -> None:
    repo, tickets = audited(tmp_path / "nopytest")
    python = tmp_path / "bare-env"
    import venv

    venv.create(python, with_pip=False)
    report = run_fix(request_for(repo, tickets["unsafe-deserialization"],
                                 test_cmd=f"{python}/bin/python -m pytest -q"))
    assert report.status is RunStatus.BLOCKED
    assert "No module named pytest" in report.reason
