"""Stable identities for findings: the fingerprint that deduplicates nightly runs, and the
digest of the code a finding sits in.

Neither may depend on line numbers: a finding must keep its identity when unrelated
edits shift it up or down the file.
"""

from __future__ import annotations

import ast
import hashlib
import textwrap
from functools import lru_cache

from tickets.models import Finding
from twokey.kernel.pysource import parse_python

_SEPARATOR = "\x1f"  # a byte that cannot occur in a category, path or symbol


def fingerprint(finding: Finding) -> str:
    """16 hex chars naming WHAT is wrong WHERE: category, file, symbol and the first quote."""
    quote = normalise_whitespace(finding.evidence[0].quote)
    return _digest("twokey/v1", finding.category, finding.primary.path, finding.symbol, quote)


def code_digest(source_text: str, finding: Finding) -> str:
    """16 hex chars over the code under the finding; it changes when that code changes."""
    segment = _symbol_segment(source_text, finding.symbol)
    if segment is None:
        segment = _cited_lines(source_text, finding)
    return _digest(_normalise_code(segment))


def normalise_whitespace(text: str) -> str:
    """Collapse every run of whitespace, so re-indenting or re-wrapping a quote is no change."""
    return " ".join(text.split())


def _digest(*parts: str) -> str:
    return hashlib.sha256(_SEPARATOR.join(parts).encode("utf-8")).hexdigest()[:16]


def _normalise_code(segment: str) -> str:
    # Dedent so that moving a function into a class (or out of it) alone is not a change.
    lines = [line.rstrip() for line in textwrap.dedent(segment).splitlines()]
    return "\n".join(line for line in lines if line)


def _cited_lines(source_text: str, finding: Finding) -> str:
    lines = source_text.splitlines()
    location = finding.primary
    return "\n".join(lines[location.start_line - 1 : location.end_line])


def _symbol_segment(source_text: str, symbol: str) -> str | None:
    """The source of the def/class named by a qualname such as "Repo.save", or None."""
    if not symbol or symbol == "<module>":
        return None
    # Python's own qualnames spell nested functions "outer.<locals>.inner".
    span = _spans(source_text).get(".".join(name for name in symbol.split(".") if name != "<locals>"))
    if span is None:
        return None
    first, last = span
    return "\n".join(source_text.splitlines()[first - 1 : last])


# A file's findings come together: parse it once for all of them. Only the definitions' line spans are
# kept, not the tree: a big module's tree is megabytes, and an audit holds this cache to its end.
@lru_cache(maxsize=4)
def _spans(source_text: str) -> dict[str, tuple[int, int]]:
    """Each def/class's dotted qualname -> its first line (decorators included) and last line; the first
    definition of a name in a scope wins, as a reader looking it up would find it."""
    try:
        tree = parse_python(source_text).tree
    except (SyntaxError, ValueError):
        return {}
    spans: dict[str, tuple[int, int]] = {}

    def walk(scope: ast.AST, prefix: str) -> None:
        for node in _definitions(scope):
            name = prefix + node.name
            if name not in spans:
                first = min([node.lineno] + [d.lineno for d in node.decorator_list])
                spans[name] = (first, node.end_lineno or node.lineno)
                walk(node, name + ".")

    walk(tree, "")
    return spans


_Scope = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef


def _definitions(scope: ast.AST):
    """Definitions directly in SCOPE, including those nested in if/try/with blocks."""
    for child in ast.iter_child_nodes(scope):
        if isinstance(child, _Scope):
            yield child
        elif isinstance(child, ast.stmt):
            yield from _definitions(child)
