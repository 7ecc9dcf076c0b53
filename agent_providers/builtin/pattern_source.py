"""One parsed Python file, as the pattern slot sees it.

Owns the per-file structural facts every other pattern module asks for: the text split
into lines, the AST with parent links, import aliases, the enclosing scope (qualified
name) of any line, resolved dotted names of calls, and exact quotes of line ranges.
A `ParsedFile` lives only as long as one raise or refute pass over that file.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cached_property

from agent_providers.builtin.compat_names import standard_name
from agent_providers.builtin.python_idioms import (
    cookie_objects,
    cookie_wrappers,
    is_main_test,
    loader_choices,
    syntax_checks,
)
from tickets.models import Evidence, Finding, Location, Severity
from twokey.kernel.pysource import Means, parse_python

DefNode = ast.FunctionDef | ast.AsyncFunctionDef
ScopeNode = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef


@dataclass(frozen=True)
class Scope:
    """A def or class with its qualified name and its full line span (decorators included)."""

    node: ScopeNode
    qualname: str
    start: int
    end: int
    in_class: bool  # a def whose direct parent scope is a class (a method)


@dataclass
class ParsedFile:
    """The facts are computed on first use: most files never need most of them."""

    path: str
    text: str
    tree: ast.Module
    means: Means = Means.AST  # what read the text: Python 2 (fissix) differs in what some APIs do

    @cached_property
    def lines(self) -> list[str]:
        return self.text.splitlines()

    @cached_property
    def cookie_wrappers(self) -> dict[str, list[tuple[int, int]]]:
        return cookie_wrappers(self.tree)

    @cached_property
    def parents(self) -> dict[ast.AST, ast.AST]:
        return _parent_map(self.tree)

    @cached_property
    def loader_choices(self) -> dict[int, tuple[ast.expr, ...]]:
        return loader_choices(self.tree)

    @cached_property
    def syntax_checks(self) -> frozenset[int]:
        return syntax_checks(self.tree)

    @cached_property
    def cookie_objects(self) -> dict[int, ast.Call | bool]:
        return cookie_objects(self.tree)

    @cached_property
    def aliases(self) -> dict[str, str]:
        return _import_aliases(self.tree)

    @cached_property
    def imported(self) -> frozenset[str]:
        """Every name an import binds in the module (`requests`, `os`, `np`, `redirect`)."""
        return frozenset((alias.asname or alias.name).split(".")[0] for node in ast.walk(self.tree)
                         if isinstance(node, (ast.Import, ast.ImportFrom)) for alias in node.names)

    @cached_property
    def scopes(self) -> list[Scope]:
        return _scopes(self.tree)

    @cached_property
    def calls(self) -> list[ast.Call]:
        """Every call in the file, in source order (one walk, shared by every question)."""
        found = [node for node in ast.walk(self.tree) if isinstance(node, ast.Call)]
        return sorted(found, key=lambda n: (n.lineno, n.col_offset))

    @cached_property
    def statements(self) -> list[ast.stmt]:
        return [node for node in ast.walk(self.tree) if isinstance(node, ast.stmt)]

    # -- lines and quotes -------------------------------------------------------------

    def line(self, number: int) -> str:
        return self.lines[number - 1] if 1 <= number <= len(self.lines) else ""

    def quote(self, start: int, end: int) -> str:
        """The exact text of lines START..END, outer whitespace trimmed ('' if blank)."""
        return "\n".join(self.lines[max(0, start - 1) : end]).strip()

    def finding(self, start: int, end: int, *, rule_id: str, category: str, title: str, cwe: int, claim: str,
                note: str, fix: str) -> Finding:
        """A finding of one of the slot's own rules at lines START..END of this file, quoting them as evidence
        (a medium-severity security finding, its texts cut to the contract's lengths)."""
        symbol = self.symbol_at(start)
        return Finding(
            rule_id=rule_id, category=category, title=title[:200], lens="security", severity=Severity.MEDIUM,
            cwe=cwe, locations=[Location(path=self.path, start_line=start, end_line=end)], symbol=symbol[:300],
            claim=claim[:2000],
            evidence=[Evidence(path=self.path, start_line=start, end_line=end, quote=self.quote(start, end)[:4000],
                               note=note)],
            suggested_fix=fix)

    # -- scopes -----------------------------------------------------------------------

    def scope_at(self, line: int) -> Scope | None:
        """The innermost def or class whose span contains LINE."""
        best: Scope | None = None
        for scope in self.scopes:
            if scope.start <= line <= scope.end and (best is None or scope.start >= best.start):
                best = scope
        return best

    def function_at(self, line: int) -> Scope | None:
        """The innermost def (not class) containing LINE."""
        best: Scope | None = None
        for scope in self.scopes:
            if not isinstance(scope.node, ast.ClassDef) and scope.start <= line <= scope.end:
                if best is None or scope.start >= best.start:
                    best = scope
        return best

    def outer_function_at(self, line: int) -> Scope | None:
        """The outermost def containing LINE: a top-level function or a method of a top-level class."""
        for scope in sorted(self.scopes, key=lambda s: s.start):
            if isinstance(scope.node, ast.ClassDef) or not (scope.start <= line <= scope.end):
                continue
            return scope
        return None

    def symbol_at(self, line: int) -> str:
        scope = self.scope_at(line)
        return scope.qualname if scope else "<module>"

    def class_of(self, scope: Scope) -> ast.ClassDef | None:
        parent = self.parents.get(scope.node)
        return parent if isinstance(parent, ast.ClassDef) else None

    # -- nodes ------------------------------------------------------------------------

    def calls_on(self, start: int, end: int) -> list[ast.Call]:
        """Calls that begin on lines START..END, or span START, outermost first."""
        return [
            node
            for node in self.calls
            if start <= node.lineno <= end or node.lineno <= start <= (node.end_lineno or node.lineno)
        ]

    def call_at(self, line: int, col: int) -> ast.Call | None:
        """The call that starts at LINE, column COL (where Bandit anchors an issue)."""
        return next((c for c in self.calls if c.lineno == line and c.col_offset == col), None)

    def statement_at(self, line: int) -> ast.stmt | None:
        """The innermost statement whose span contains LINE."""
        best: ast.stmt | None = None
        for node in self.statements:
            if node.lineno <= line <= (node.end_lineno or node.lineno):
                if best is None or node.lineno >= best.lineno:
                    best = node
        return best

    def ancestors(self, node: ast.AST):
        current = self.parents.get(node)
        while current is not None:
            yield current
            current = self.parents.get(current)

    def dotted(self, node: ast.AST) -> str:
        """The dotted name of a Name/Attribute chain with its first part resolved through imports."""
        parts: list[str] = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if isinstance(node, ast.Call):  # e.g. Path(x).open -> Path().open
            inner = self.dotted(node.func)
            parts.append(f"{inner}()" if inner else "()")
        elif isinstance(node, ast.Name):
            parts.append(self.aliases.get(node.id, node.id))
        else:
            parts.append("?")
        return ".".join(reversed(parts))

    def call_name(self, call: ast.Call) -> str:
        """The called name, resolved through imports and compatibility names (`six.moves.http_client.HTTPConnection`
        is `http.client.HTTPConnection`)."""
        return standard_name(self.dotted(call.func))

    def main_guard(self) -> ast.If | None:
        """The module-level `if __name__ == "__main__":` block, if any."""
        for node in self.tree.body:
            if isinstance(node, ast.If) and is_main_test(node.test):
                return node
        return None


def parse_file(path: str, text: str) -> ParsedFile:
    """Parse TEXT (any Python 2.7-3.15, lines kept); raises SyntaxError when no means reads it."""
    source = parse_python(text, filename=path)
    return ParsedFile(path, text, source.tree, source.means)


def last_name(dotted: str) -> str:
    return dotted.rsplit(".", 1)[-1]


def def_start(node: ScopeNode) -> int:
    return min([node.lineno] + [d.lineno for d in node.decorator_list])


def _parent_map(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    parents: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    return parents


def _import_aliases(tree: ast.Module) -> dict[str, str]:
    aliases: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    aliases[alias.asname] = alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return aliases


def _scopes(tree: ast.Module) -> list[Scope]:
    scopes: list[Scope] = []

    def visit(body: list[ast.stmt], prefix: str, in_class: bool) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                qualname = f"{prefix}.{node.name}" if prefix else node.name
                is_def = not isinstance(node, ast.ClassDef)
                end = node.end_lineno or node.lineno
                scopes.append(Scope(node, qualname, def_start(node), end, in_class and is_def))
                visit(node.body, qualname, not is_def)
            else:
                for child_body in _child_bodies(node):
                    visit(child_body, prefix, in_class)

    visit(tree.body, "", False)
    return scopes


def _child_bodies(node: ast.stmt) -> list[list[ast.stmt]]:
    bodies = [getattr(node, name, None) for name in ("body", "orelse", "finalbody")]
    result = [b for b in bodies if isinstance(b, list)]
    result.extend(handler.body for handler in getattr(node, "handlers", []) or [])
    result.extend(case.body for case in getattr(node, "cases", []) or [])
    return result

