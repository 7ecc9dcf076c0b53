"""behave's acceptance tests (and a package's `testutils.py`) are test code: behave keeps its step definitions
in `features/steps/` and its hooks in `features/environment.py`, and a step that evaluates the value a feature
file wrote (`eval(value)` for "True" or "None") runs only under the test runner. A module of the package named
for a feature is not."""

from __future__ import annotations

import pytest

from agent_providers.builtin.pattern_reach import is_test_path
from agent_providers.builtin.taint_rules import TEST_PATH
from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

STEPS = """
    from behave import then, when


    @when("I assign {value} to data_labels.show_value")
    def when_I_assign_value_to_show_value(context, value):
        context.data_labels.show_value = eval(value)


    @then("data_labels.show_value is {value}")
    def then_show_value_is_value(context, value):
        assert context.data_labels.show_value is eval(value)
    """


@pytest.mark.parametrize(("path", "test"), [
    ("features/steps/datalabel.py", True),
    ("features/environment.py", True),
    ("acceptance/features/steps/helpers.py", True),
    ("pkg/features/flags.py", False),  # a package's own `features` module
    ("pkg/steps.py", False),
    ("awscli/testutils.py", True),  # a package's test helpers, as testing.py
    ("awscli/utils.py", False),
])
def test_behaves_steps_and_hooks_are_test_code(path, test):
    assert bool(TEST_PATH.search(path)) is test
    assert is_test_path(path) is test


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_step_evaluating_the_feature_files_value_is_test_code(slot):
    verdict = judge_at(MemoryView({"features/steps/datalabel.py": STEPS}), slot, "features/steps/datalabel.py",
                       "show_value = eval(value)", "code-injection")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "test" in verdict.reason


def test_the_same_public_function_in_a_package_module_is_judged():
    verdict = judge_at(MemoryView({"pkg/stepdefs.py": STEPS}), "taint", "pkg/stepdefs.py",
                       "show_value = eval(value)", "code-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
