"""Each fix gate blocks on its own: scope, no weakening, tests, finding gone, and critic approval."""

from __future__ import annotations

from pathlib import Path

import pytest

from flows.fix.core import run_fix
from tests.fix_support import (
    ScriptedCritic,
    ScriptedWriter,
    audited,
    edit,
    request_for,
    scripted,
    ticket_now,
)
from tickets import gates
from tickets.fix import CriticTurn, TestRun, WriteOutcome, WriteTurn, regressions
from tickets.gates import forbidden_reason, scope_gate, weakening_gate
from tickets.models import TicketStatus
from twokey.kernel.status import RunStatus


@pytest.fixture
def target(tmp_path: Path):
    return audited(tmp_path / "service")


def fix_with(target, change, critic: ScriptedCritic | None = None):
    """Run a fix whose writer applies CHANGE(worktree) after the real yaml fix; return the report."""
    repo, tickets = target

    def writer(task):
        if task.round > 1:
            return WriteTurn(outcome=WriteOutcome.NO_CHANGE, summary="nothing more to do")
        edit(task.worktree / "app.py", "yaml.load(", "yaml.safe_load(")
        change(task.worktree)
        return WriteTurn(outcome=WriteOutcome.CHANGED, summary="safe_load plus something else")

    with scripted(writer=ScriptedWriter(writer), critic=critic):
        options = {"critic": "scripted"} if critic else {}
        return run_fix(request_for(repo, tickets["unsafe-deserialization"], writer="scripted", **options))


def gate(report, name):
    return next(g for g in report.gates if g.name == name)


def blocked_by(report, name) -> None:
    assert report.status is RunStatus.BLOCKED and report.commit is None, report.reason
    assert not gate(report, name).passed, report.gates


# --- scope ---------------------------------------------------------------------------------------

def test_scope_gate_blocks_a_change_outside_the_tickets_files_and_tests(target) -> None:
    report = fix_with(target, lambda wt: edit(wt / "util.py", "a + b", "b + a"))
    blocked_by(report, "scope")
    assert any("util.py is outside" in d for d in gate(report, "scope").details)


@pytest.mark.parametrize("path", [".env", ".env.local", "deploy/id_rsa", ".github/workflows/ci.yml",
                                  "poetry.lock", "package-lock.json", ".gitlab-ci.yml"])
def test_forbidden_paths_are_refused_even_when_agreed(target, path: str) -> None:
    _, tickets = target
    result = scope_gate([path], tickets["unsafe-deserialization"], agreed=[path])
    assert not result.passed and forbidden_reason(path)


def test_a_forbidden_file_written_by_the_writer_blocks_the_run(target) -> None:
    report = fix_with(target, lambda wt: (wt / ".env").write_text("SECRET=1\n"))
    blocked_by(report, "scope")
    assert any(".env holds secrets" in d for d in gate(report, "scope").details)


def test_tests_of_the_ticket_may_change(target) -> None:
    _, tickets = target
    assert scope_gate(["app.py", "tests/test_app.py"], tickets["unsafe-deserialization"]).passed


# --- no weakening ---------------------------------------------------------------------------------

TEST_FILE = "def test_one():\n    assert f() == 1\n\n\ndef test_two():\n    assert f() == 2\n"


@pytest.mark.parametrize(("after", "problem"), [
    ("def test_one():\n    assert f() == 1\n", "test test_two was removed"),
    ("def test_one():\n    assert f() == 1\n\n\n# def test_two():\n#     assert f() == 2\n",
     "test test_two was removed"),
    ("def test_one():\n    assert f() == 1\n\n\ndef test_two():\n    pass  # assert f() == 2\n",
     "assertion(s) removed"),
    ("import pytest\n\n\ndef test_one():\n    assert f() == 1\n\n\n"
     "@pytest.mark.skip\ndef test_two():\n    assert f() == 2\n",
     "new skip/xfail"),
    ("import pytest\n\n\ndef test_one():\n    assert f() == 1\n\n\n"
     "@pytest.mark.xfail\ndef test_two():\n    assert f() == 2\n",
     "new skip/xfail"),
])
def test_weakening_gate_blocks_removed_tests_asserts_and_new_skips(after: str, problem: str) -> None:
    result = weakening_gate([("tests/test_f.py", TEST_FILE, after)])
    assert not result.passed and any(problem in d for d in result.details), result.details


@pytest.mark.parametrize(("after", "problem"), [
    ("from typing import Any\n\n\ndef f(x: Any):\n    return x\n", "Any"),
    ("def f(x):\n    return x  # type: ignore\n", "type: ignore"),
    ("def f(x):\n    return x  # noqa: S307\n", "noqa"),
    ("def f(x):\n    return x  # nosec\n", "nosec"),
])
def test_weakening_gate_blocks_new_silencers_and_loose_types(after: str, problem: str) -> None:
    result = weakening_gate([("app.py", "def f(x):\n    return x\n", after)])
    assert not result.passed and any(problem in d for d in result.details), result.details


def test_weakening_gate_blocks_a_change_that_leaves_a_file_that_no_longer_parses() -> None:
    # Unparseable code hides every test and assert from the other checks, so it cannot pass as "nothing removed".
    result = weakening_gate([("tests/test_f.py", TEST_FILE, "def test_one(:\n    assert f() == 1\n")])
    assert not result.passed and any("no longer parses" in d for d in result.details), result.details


def test_a_writer_that_deletes_a_test_is_blocked_by_the_weakening_gate(target) -> None:
    report = fix_with(target, lambda wt: edit(wt / "tests/test_util.py",
                                              "\n\ndef test_add_negative():\n    assert add(-1, 1) == 0\n", "\n"))
    blocked_by(report, "no weakening")


# --- tests -----------------------------------------------------------------------------------------

def test_tests_gate_blocks_when_a_baseline_passing_test_fails(target) -> None:
    report = fix_with(target, lambda wt: edit(wt / "tests/test_util.py", "== 3", "== 4"))
    blocked_by(report, "tests")
    assert any("test_add passed at baseline and is now failed" in d for d in gate(report, "tests").details)


def test_a_test_failing_at_baseline_is_recorded_not_counted_against_the_fix() -> None:
    baseline = TestRun("pytest", 1, 0.1, {"t::a": "passed", "t::b": "failed"})
    after = TestRun("pytest", 1, 0.1, {"t::a": "passed", "t::b": "failed"})
    assert regressions(baseline, after) == []
    assert regressions(baseline, TestRun("pytest", 1, 0.1, {"t::b": "passed"})) == [
        "t::a passed at baseline and is now not run"]


def test_tests_gate_fails_closed_when_a_test_run_is_missing() -> None:
    passed = TestRun("pytest", 0, 0.1, {"t::a": "passed"})
    assert gates.tests_gate(passed, passed).passed  # imported by module: pytest would collect tests_gate
    assert not gates.tests_gate(None, passed).passed and not gates.tests_gate(passed, None).passed


def test_without_per_test_results_a_command_that_passed_and_now_fails_is_a_regression() -> None:
    [problem] = regressions(TestRun("make test", 0, 0.1), TestRun("make test", 2, 0.1, output_tail="E: boom\n"))
    assert problem == "the test command passed at baseline and now exits 2: E: boom"
    assert regressions(TestRun("make test", 0, 0.1), TestRun("make test", 0, 0.1)) == []


def test_without_per_test_results_a_failing_baseline_fails_closed() -> None:
    assert regressions(TestRun("make test", 1, 0.1), TestRun("make test", 1, 0.1))


# --- finding gone ------------------------------------------------------------------------------------

def test_finding_gone_gate_blocks_a_change_that_leaves_the_finding(target) -> None:
    repo, tickets = target

    def cosmetic(task):
        edit(task.worktree / "app.py", "def load_settings():", "def load_settings():  # reviewed")
        return WriteTurn(outcome=WriteOutcome.CHANGED, summary="looked at it")

    with scripted(writer=ScriptedWriter(lambda task: cosmetic(task) if task.round == 1 else
                                        WriteTurn(outcome=WriteOutcome.NO_CHANGE, summary="done"))):
        report = run_fix(request_for(repo, tickets["unsafe-deserialization"], writer="scripted"))
    blocked_by(report, "finding gone")
    assert any("still reports fingerprint" in d for d in gate(report, "finding gone").details)


def test_finding_gone_gate_blocks_a_new_confirmed_finding_in_the_changed_lines(target) -> None:
    report = fix_with(target, lambda wt: edit(
        wt / "app.py", "def load_settings():\n",
        "def load_settings():\n    import os\n    os.system(\"echo \" + request.args[\"x\"])\n"))
    blocked_by(report, "finding gone")
    assert any("new doubly confirmed command-injection" in d for d in gate(report, "finding gone").details)


def test_finding_gone_gate_blocks_the_same_defect_rewritten_so_its_fingerprint_changes(target) -> None:
    # A new fingerprint is not a fix: the ticket's category still reported on the changed lines blocks.
    report = fix_with(target, lambda wt: edit(wt / "app.py", "return yaml.safe_load(request.data)",
                                              "data = request.data\n    return yaml.load(data, Loader=yaml.Loader)"))
    blocked_by(report, "finding gone")
    assert any("unsafe-deserialization is still reported" in d for d in gate(report, "finding gone").details)


# --- critic approval -----------------------------------------------------------------------------------

def test_critic_request_changes_blocks_closing_even_when_every_other_gate_passes(target) -> None:
    critic = ScriptedCritic([CriticTurn(verdict="request_changes", summary="not yet", blocking=["add a test"])])
    report = fix_with(target, lambda wt: None, critic=critic)
    assert all(g.passed for g in report.gates)
    assert report.status is RunStatus.BLOCKED and report.commit is None and "add a test" in report.reason


def test_critic_approval_never_overrides_a_failing_gate(target) -> None:
    critic = ScriptedCritic([CriticTurn(verdict="approve", summary="ship it")])
    report = fix_with(target, lambda wt: edit(wt / "util.py", "a + b", "b + a"), critic=critic)
    blocked_by(report, "scope")
    assert ticket_now(target[0], target[1]["unsafe-deserialization"].id).status is TicketStatus.OPEN
