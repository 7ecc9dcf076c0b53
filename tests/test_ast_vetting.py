"""An expression parsed, checked node by node against the node types allowed, and only then compiled and evaluated
computes a value: no code injection, whoever wrote it (see agent_providers.builtin.taint_ast_vetting).

The check counts when it leaves no call and no attribute (what reaches the interpreter's objects): an allowlist
without them, or a denylist naming both; in the loop itself or in a helper of the module that vets its first
parameter. An allowlist that admits calls, a denylist that misses attributes, or evaluating the text instead of the
vetted tree, leave the finding.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

FORMULAS = """
    import ast

    from flask import Flask, request

    app = Flask(__name__)
    _ALLOWED = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load, ast.Add, ast.Sub,
                ast.Mult, ast.Div, ast.USub)
    _LOOSE = (ast.Expression, ast.BinOp, ast.Call, ast.Name, ast.Load, ast.Constant, ast.Add)


    def _check(node, names):
        for n in ast.walk(node):
            if isinstance(n, (ast.Call, ast.Attribute, ast.Subscript, ast.Lambda)):
                raise ValueError("construct not allowed")
            if isinstance(n, ast.Name) and n.id not in names:
                raise ValueError(n.id)


    def _check_calls(node):
        for n in ast.walk(node):
            if isinstance(n, ast.Call):
                raise ValueError("no calls")


    @app.route("/inline")
    def inline():
        tree = ast.parse(request.args["f"], mode="eval")
        for node in ast.walk(tree):
            if not isinstance(node, _ALLOWED) or (isinstance(node, ast.Name) and node.id != "v"):
                raise ValueError(type(node).__name__)
        return str(eval(compile(tree, "<f>", "eval"), {"__builtins__": {}}, {"v": 2}))  # vetted inline


    @app.route("/helper")
    def helper():
        tree = ast.parse(request.args["f"], mode="eval")
        _check(tree, {"v"})
        code = compile(tree, "<f>", "eval")
        return str(eval(code, {"__builtins__": {}}, {"v": 2}))  # vetted by a helper


    @app.route("/loose")
    def loose():
        tree = ast.parse(request.args["f"], mode="eval")
        for node in ast.walk(tree):
            if not isinstance(node, _LOOSE):
                raise ValueError(type(node).__name__)
        return str(eval(compile(tree, "<f>", "eval")))  # calls allowed


    @app.route("/calls-only")
    def calls_only():
        tree = ast.parse(request.args["f"], mode="eval")
        _check_calls(tree)
        return str(eval(compile(tree, "<f>", "eval")))  # attributes left


    @app.route("/text")
    def text():
        expr = request.args["f"]
        tree = ast.parse(expr, mode="eval")
        _check(tree, {"v"})
        return str(eval(expr))  # the text, not the tree vetted
    """


@pytest.mark.parametrize(("marker", "refuted"), [
    ("# vetted inline", True),
    ("# vetted by a helper", True),
    ("# calls allowed", False),
    ("# attributes left", False),
    ("# the text, not the tree vetted", False),
])
def test_an_expression_vetted_node_by_node_before_it_is_evaluated_is_no_code_injection(marker, refuted):
    verdict = judge_at(MemoryView({"app/formulas.py": FORMULAS}), "taint", "app/formulas.py", marker, "code-injection")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason
