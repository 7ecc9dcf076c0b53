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
    tree = _parsed(source_text)
    if tree is None:
        return None
    # Python's own qualnames spell nested functions "outer.<locals>.inner".
    names = [name for name in symbol.split(".") if name != "<locals>"]
    node = _find_qualname(tree, names) if names else None
    if node is None:
        return None
    lines = source_text.splitlines()
    first = min([node.lineno] + [d.lineno for d in node.decorator_list])
    return "\n".join(lines[first - 1 : node.end_lineno])


@lru_cache(maxsize=4)  # a file's findings come together: parse it once for all of them, keep only a few
def _parsed(source_text: str) -> ast.Module | None:
    try:
        return parse_python(source_text).tree
    except (SyntaxError, ValueError):
        return None


_Scope = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef


def _find_qualname(scope: ast.AST, names: list[str]) -> _Scope | None:
    head, rest = names[0], names[1:]
    for child in _definitions(scope):
        if child.name == head:
            return child if not rest else _find_qualname(child, rest)
    return None


def _definitions(scope: ast.AST):
    """Definitions directly in SCOPE, including those nested in if/try/with blocks."""
    for child in ast.iter_child_nodes(scope):
        if isinstance(child, _Scope):
            yield child
        elif isinstance(child, ast.stmt):
            yield from _definitions(child)
