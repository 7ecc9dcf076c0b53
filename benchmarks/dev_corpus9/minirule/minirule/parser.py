"""The rule-condition mini-language.

    amount over 100 and country is "DE"

is translated to Python source.  A condition starting with ``python:`` is
taken as a raw Python expression for cases the mini-language cannot express.
"""
import re

TOKENS = [
    (re.compile(r"\bis not\b"), "!="),
    (re.compile(r"\bis\b"), "=="),
    (re.compile(r"\bover\b"), ">"),
    (re.compile(r"\bunder\b"), "<"),
    (re.compile(r"\bat least\b"), ">="),
    (re.compile(r"\bat most\b"), "<="),
]


def translate(text):
    out = text
    for pattern, replacement in TOKENS:
        out = pattern.sub(replacement, out)
    return out


def parse_condition(text):
    """Return a code object for ``text``; evaluate it with :func:`minirule.engine.run_condition`."""
    text = text.strip()
    if text.startswith("python:"):
        return compile(text[len("python:"):].strip(), "<condition>", "eval")
    from .expressions import ExpressionValidator, DEFAULT_FUNCTIONS
    import ast
    tree = ast.parse(translate(text), mode="eval")
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - set(DEFAULT_FUNCTIONS)
    ExpressionValidator(names, DEFAULT_FUNCTIONS).visit(tree)
    return compile(tree, "<condition>", "eval")
