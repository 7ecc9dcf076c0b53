"""compile() runs nothing: a call whose code object is thrown away only checks the syntax.

jasmin's interceptor commands read a script from a path or a URL and run `compile(pyCode, '', 'exec')` as a
statement of its own, inside a try that reports a SyntaxError: the script is checked, not run. A code object kept
(assigned, returned, handed to exec) is another matter, and so is compile's result run on the spot.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

CHECKED = """
    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/interceptor", methods=["POST"])
    def check_script():
        code = request.form["script"]
        try:
            compile(code, "<interceptor>", "exec")  # checked
        except SyntaxError as error:
            return f"syntax: {error}", 400
        return "ok"


    @app.route("/run", methods=["POST"])
    def run_script():
        code = request.form["script"]
        compiled = compile(code, "<interceptor>", "exec")  # kept
        exec(compiled)
        return "ran"


    @app.route("/eval", methods=["POST"])
    def eval_script():
        exec(compile(request.form["script"], "<interceptor>", "exec"))  # run
        return "ran"
    """


def test_a_compile_whose_code_object_is_thrown_away_runs_nothing():
    view = MemoryView({"app/views.py": CHECKED})
    verdict = judge_at(view, "pattern", "app/views.py", "# checked", "code-injection")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    # the taint slot sees no sink there: nothing to raise, nothing to confirm
    assert judge_at(view, "taint", "app/views.py", "# checked", "code-injection").verdict is VerdictKind.UNCERTAIN
    raised_lines = {f.primary.start_line for f in raised(view, "taint") if f.category == "code-injection"}
    assert line_of(view, "app/views.py", "# checked") not in raised_lines
    assert {line_of(view, "app/views.py", "# kept"), line_of(view, "app/views.py", "# run")} <= raised_lines


@pytest.mark.parametrize("needle", ["# kept", "# run"])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_compiled_code_object_kept_or_run_is_still_code_injection(slot, needle):
    verdict = judge_at(MemoryView({"app/views.py": CHECKED}), slot, "app/views.py", needle, "code-injection")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason


@pytest.mark.parametrize("binding", ["compile = exec", "def compile(source, *rest):\n    exec(source)",
                                     "from runner import run as compile"])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_module_that_binds_compile_itself_gets_no_syntax_check(slot, binding):
    source = CHECKED.replace("app = Flask(__name__)", "app = Flask(__name__)\n" + binding.replace("\n", "\n    "))
    verdict = judge_at(MemoryView({"app/views.py": source}), slot, "app/views.py", "# checked", "code-injection")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason
