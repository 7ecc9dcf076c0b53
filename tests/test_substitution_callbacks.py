"""A regular-expression substitution calls its replacement function with a match of the text it was given.

A template engine's `pattern.sub(repl, template)` whose `repl` evaluates `match.group(1)` evaluates the
template's text: in a library, the caller's template (library mode), in a view, the request's. The
replacement may be a nested function or a lambda, and `re.sub(pattern, repl, text)` is the same call. A
substitution over a constant text, or one whose replacement evaluates nothing of the match, is no flow.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

TEMPLATES = """
    import re

    _EXPR = re.compile(r"\\{\\{\\s*(.+?)\\s*\\}\\}")


    def render(template, context):
        def repl(match):
            return str(eval(match.group(1), {"__builtins__": {}}, dict(context)))

        return _EXPR.sub(repl, template)


    def render_expression(template, context):
        return _EXPR.sub(lambda m: str(eval(m.group(1), {"__builtins__": {}}, dict(context))), template)


    def render_module_sub(template, context):
        return re.sub(r"<%(.+?)%>", lambda m: str(eval(m.group(1), {}, context)), template)


    def render_fixed(context):
        return _EXPR.sub(lambda m: str(eval(m.group(1), {}, context)), "{{ 1 + 2 }}")


    def render_names(template, context):
        return _EXPR.sub(lambda m: str(context.get(m.group(1), "")), template)
    """

VIEW = """
    import re

    from flask import Flask, request

    app = Flask(__name__)
    _EXPR = re.compile(r"\\{\\{(.+?)\\}\\}")


    @app.route("/preview")
    def preview():
        def repl(match):
            return str(eval(match.group(1)))

        return _EXPR.sub(repl, request.args["body"])
    """


def _library() -> MemoryView:
    return MemoryView({"tinytpl/__init__.py": "", "tinytpl/render.py": TEMPLATES})


@pytest.mark.parametrize("needle", [
    'return str(eval(match.group(1), {"__builtins__": {}}, dict(context)))',  # a nested replacement function
    'return _EXPR.sub(lambda m: str(eval(m.group(1), {"__builtins__": {}}, dict(context))), template)',
    'return re.sub(r"<%(.+?)%>", lambda m: str(eval(m.group(1), {}, context)), template)',
])
def test_a_replacement_function_evaluating_the_match_evaluates_the_callers_template(needle):
    verdict = judge_at(_library(), "taint", "tinytpl/render.py", needle, "code-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "parameter template of the public" in verdict.reason


def test_a_constant_text_is_no_flow():
    verdict = judge_at(_library(), "taint", "tinytpl/render.py", '"{{ 1 + 2 }}")', "code-injection")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


def test_the_request_reaches_a_views_replacement_function():
    view = MemoryView({"app.py": VIEW})
    verdict = judge_at(view, "taint", "app.py", "return str(eval(match.group(1)))", "code-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "request.args" in verdict.reason
