"""Line spans of functions in one Python source, for labelling and scoring CVE cases.

`function_spans(source)` maps each function's qualname (classes and enclosing functions
joined by dots, no `<locals>`: `WebUI.__init__.swarm`) to its first line (decorators
included) and last line. It uses `ast` when the source parses under this Python; legacy code
that does not (Python 2 `print x`, `except E, e`) is read with `tokenize`, whose INDENT and
DEDENT tokens still give the blocks, so multi-line strings at column 0 cannot end a function
early. The parser used is returned with the spans, so a report can say which it was.
This module only reads text: it never imports or runs the code it measures.
"""

from __future__ import annotations

import ast
import io
import tokenize
from dataclasses import dataclass

MODULE = "<module>"  # a label on a module-level statement rather than a function


@dataclass(frozen=True)
class Span:
    start: int
    end: int

    def overlaps(self, start: int, end: int) -> bool:
        return start <= self.end and end >= self.start


def function_spans(source: str) -> tuple[dict[str, Span], str]:
    """({qualname: Span}, "ast" | "tokenize" | "none")."""
    try:
        return _ast_spans(ast.parse(source)), "ast"
    except (SyntaxError, ValueError):
        pass
    try:
        return _token_spans(source), "tokenize"
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return {}, "none"


def _ast_spans(tree: ast.AST) -> dict[str, Span]:
    spans: dict[str, Span] = {}

    def walk(node: ast.AST, prefix: tuple[str, ...]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = (*prefix, child.name)
                if not isinstance(child, ast.ClassDef):
                    first = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                    spans.setdefault(".".join(name), Span(first, child.end_lineno or child.lineno))
                walk(child, name)
            else:
                walk(child, prefix)

    walk(tree, ())
    return spans


def _token_spans(source: str) -> dict[str, Span]:
    """Blocks from INDENT/DEDENT: a def's body is the indented block after its header."""
    spans: dict[str, Span] = {}
    stack: list[tuple[str, str, int, int]] = []  # (kind, qualname, first line, depth of its body)
    depth, last, line_start = 0, 0, True
    header: list = []  # [kind, first line, name] of a def/class whose block has not opened yet
    decorated_at: int | None = None
    header_done = False
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in (tokenize.NL, tokenize.COMMENT, tokenize.ENDMARKER):
            continue
        if tok.type == tokenize.INDENT:
            depth += 1
            if len(header) == 3:
                kind, first, name = header
                qual = f"{stack[-1][1]}.{name}" if stack else name
                stack.append((kind, qual, first, depth))
            header, decorated_at, header_done, line_start = [], None, False, True
            continue
        if header_done:  # the header's line ended without a block: a one-line def (def f(): pass)
            kind, first, name = header
            if kind == "def":
                spans.setdefault(f"{stack[-1][1]}.{name}" if stack else name, Span(first, last))
            header, decorated_at, header_done = [], None, False
        if tok.type == tokenize.DEDENT:
            while stack and stack[-1][3] >= depth:
                kind, qual, first, _ = stack.pop()
                if kind == "def":
                    spans.setdefault(qual, Span(first, last))
            depth -= 1
            line_start = True
            continue
        if tok.type == tokenize.NEWLINE:
            header_done = len(header) == 3  # its block, if any, opens with the next INDENT
            line_start = True
            continue
        if line_start and tok.type == tokenize.OP and tok.string == "@":
            decorated_at = decorated_at or tok.start[0]
        elif line_start and tok.type == tokenize.NAME and tok.string in ("def", "class"):
            header = [tok.string, decorated_at or tok.start[0]]
        elif line_start and tok.type == tokenize.NAME and tok.string == "async":
            pass  # `async def`: the def follows
        elif line_start:
            decorated_at = None
        if len(header) == 2 and tok.type == tokenize.NAME and tok.string not in ("def", "class"):
            header.append(tok.string)
        line_start = tok.type == tokenize.NAME and tok.string == "async" and line_start
        last = tok.end[0]
    for kind, qual, first, _ in reversed(stack):
        if kind == "def":
            spans.setdefault(qual, Span(first, last))
    return spans


def module_statement(source: str, line: int) -> Span:
    """The span of the top-level statement holding LINE (just LINE when the source does not parse)."""
    try:
        body = ast.parse(source).body
    except (SyntaxError, ValueError):
        return Span(line, line)
    found = [Span(n.lineno, n.end_lineno or n.lineno) for n in body if n.lineno <= line <= (n.end_lineno or n.lineno)]
    return found[0] if found else Span(line, line)


def enclosing(spans: dict[str, Span], line: int) -> str | None:
    """The innermost function whose span holds LINE."""
    holding = [(span.start, qual) for qual, span in spans.items() if span.start <= line <= span.end]
    return max(holding)[1] if holding else None
