"""Syntax newer than the running interpreter's, re-rendered with LibCST so the running `ast` reads it.

Owns the LibCST means of `twokey.kernel.pysource` (PEP 701 f-strings, PEP 750 t-strings,
PEP 758 `except A, B`): parsed by LibCST's native parser and re-rendered within each
construct's own lines. Kept apart so that LibCST is imported only by a process that meets
such a file.
"""

from __future__ import annotations

import ast

import libcst as cst


class CannotRender(Exception):
    """A construct with no line-preserving rendering the running grammar accepts."""


def to_running_grammar(text: str) -> tuple[str | None, bool]:
    """TEXT re-rendered for the running grammar (None if LibCST cannot read or render it), and whether
    it has an unparenthesised `except A, B:`, which may be Python 2 instead."""
    try:
        module = cst.parse_module(text)
    except Exception:  # LibCST's ParserSyntaxError, or its native parser's own refusal
        return None, False
    downgrade = _Downgrade()
    try:
        return module.visit(downgrade).code, downgrade.bare_except_tuple
    except CannotRender:
        return None, downgrade.bare_except_tuple


class _Downgrade(cst.CSTTransformer):
    """Rewrites the constructs the running `ast` lacks, each within its own lines."""

    def leave_TypeAlias(self, original: cst.TypeAlias, updated: cst.TypeAlias) -> cst.Assign:
        return cst.Assign(targets=[cst.AssignTarget(target=updated.name)], value=updated.value,
                          semicolon=updated.semicolon)

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef) -> cst.FunctionDef:
        if updated.type_parameters is None:
            return updated
        return updated.with_changes(type_parameters=None, whitespace_after_type_parameters=cst.SimpleWhitespace(""))

    def leave_ClassDef(self, original: cst.ClassDef, updated: cst.ClassDef) -> cst.ClassDef:
        if updated.type_parameters is None:
            return updated
        return updated.with_changes(type_parameters=None, whitespace_after_type_parameters=cst.SimpleWhitespace(""))

    def leave_ExceptHandler(self, original, updated):
        return self._parenthesised_types(updated)

    def leave_ExceptStarHandler(self, original, updated):
        return self._parenthesised_types(updated)

    def _parenthesised_types(self, handler):
        kind = handler.type
        if isinstance(kind, cst.Tuple) and not kind.lpar:
            self.bare_except_tuple = True
            return handler.with_changes(type=kind.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()]))
        return handler

    def __init__(self) -> None:
        super().__init__()
        self._fstrings = 0  # f-strings open around the node being visited
        self.bare_except_tuple = False

    def visit_FormattedString(self, node: cst.FormattedString) -> bool:
        self._fstrings += 1
        return True

    def leave_FormattedString(self, original: cst.FormattedString, updated: cst.FormattedString):
        self._fstrings -= 1
        if self._fstrings or _valid_expression(updated):
            return updated  # a nested one is settled with its outermost f-string
        return _requote_outermost(updated)

    def leave_TemplatedString(self, original: cst.TemplatedString, updated: cst.TemplatedString):
        # A t-string builds a Template, not a str; read as an f-string its data flow is the same.
        fstring = _as_fstring(updated)
        return fstring if self._fstrings or _valid_expression(fstring) else _requote_outermost(fstring)


def _as_fstring(node: cst.TemplatedString) -> cst.FormattedString:
    prefix = node.start.rstrip("'\"").replace("t", "f").replace("T", "f")
    return cst.FormattedString(parts=_as_fstring_parts(node.parts), start=prefix + node.start[len(prefix):],
                               end=node.end, lpar=node.lpar, rpar=node.rpar)


def _as_fstring_parts(parts) -> list[cst.BaseFormattedStringContent]:
    converted: list[cst.BaseFormattedStringContent] = []
    for part in parts:
        if isinstance(part, cst.TemplatedStringExpression):
            spec = _as_fstring_parts(part.format_spec) if part.format_spec is not None else None
            converted.append(cst.FormattedStringExpression(
                expression=part.expression, conversion=part.conversion, format_spec=spec,
                whitespace_before_expression=part.whitespace_before_expression,
                whitespace_after_expression=part.whitespace_after_expression, equal=part.equal))
        else:
            converted.append(cst.FormattedStringText(value=part.value))
    return converted


def _valid_expression(node: cst.CSTNode) -> bool:
    code = cst.Module(body=[]).code_for_node(node)
    try:
        ast.parse(f"(\n{code}\n)", mode="eval")
    except (SyntaxError, ValueError, RecursionError):
        return False
    return True


# Delimiters by nesting depth, so no nested string ever closes an enclosing one in the old grammar.
def _delimiters(outer_char: str) -> tuple[str, ...]:
    other = "'" if outer_char == '"' else '"'
    return outer_char * 3, other, outer_char


def _deep_delimiters(outer_char: str) -> tuple[str, ...]:
    """Four levels, for what three cannot hold (`f"{f"{f"{doc["id"]}"}"}"`): both triples first, then both single
    quotes, which neither triple ends. Only tried when the three-level chain fails, so that every f-string the
    chain could render is rendered as before."""
    other = "'" if outer_char == '"' else '"'
    return outer_char * 3, other * 3, outer_char, other


def _requote_outermost(node: cst.FormattedString) -> cst.FormattedString:
    try:
        return _requote(node, 0)
    except CannotRender:
        outer_char = node.start[len(node.start.rstrip("'\"")):][0]
        return _requote(node, 0, _deep_delimiters(outer_char))


def _requote(node: cst.FormattedString, depth: int, chain: tuple[str, ...] | None = None) -> cst.FormattedString:
    prefix = node.start.rstrip("'\"")
    chain = chain or _delimiters(node.start[len(prefix)])
    if depth >= len(chain):
        raise CannotRender("f-strings nested too deeply")
    quote = _quote_for(node, depth, chain)
    parts = [_requote_part(part, depth, chain, quote) for part in node.parts]
    return node.with_changes(start=prefix + quote, end=quote, parts=parts)


def _quote_for(node: cst.FormattedString, depth: int, chain: tuple[str, ...]) -> str:
    """The delimiter of a nested f-string at DEPTH: the chain's, or its tripled form when the text holds the
    chain's quote character (`f"{"".join(f"<input type='radio' value='{o}'>" for o in options)}"`), as long as
    no enclosing string uses that triple and the text neither holds it nor ends with the character."""
    quote = chain[depth]
    texts = [part.value for part in node.parts if isinstance(part, cst.FormattedStringText)]
    if depth == 0 or len(quote) != 1 or not any(quote in text for text in texts):
        return quote
    tripled = quote * 3
    last = node.parts[-1] if node.parts else None
    ends_with_quote = isinstance(last, cst.FormattedStringText) and last.value.endswith(quote)
    if tripled in chain[:depth] or ends_with_quote or any(tripled in text for text in texts):
        return quote  # _requote_part refuses the text
    return tripled


def _requote_part(part, depth: int, chain: tuple[str, ...], quote: str):
    if isinstance(part, cst.FormattedStringText):
        if depth > 0 and ("\\" in part.value or (len(quote) == 1 and quote in part.value)):
            raise CannotRender("nested f-string text that needs escapes")
        return part
    spec = part.format_spec
    if spec:
        spec = [_requote_part(inner, depth, chain, quote) for inner in spec]
    expression = part.expression.visit(_InnerStrings(depth + 1, chain))
    return part.with_changes(expression=expression, format_spec=spec)


class _InnerStrings(cst.CSTTransformer):
    """String literals inside one replacement field, re-quoted for their depth."""

    def __init__(self, depth: int, chain: tuple[str, ...]) -> None:
        super().__init__()
        self.depth, self.chain = depth, chain

    def visit_FormattedString(self, node: cst.FormattedString) -> bool:
        return False  # rendered whole by _requote at the next depth

    def leave_FormattedString(self, original, updated):
        return _requote(updated, self.depth, self.chain)

    def leave_SimpleString(self, original: cst.SimpleString, updated: cst.SimpleString):
        if self.depth >= len(self.chain):
            raise CannotRender("strings nested too deeply")
        return cst.parse_expression(_literal(updated.value, self.chain[self.depth]))


def _literal(code: str, quote: str) -> str:
    """A literal with the value of CODE, delimited by QUOTE, with no backslash (chr() stands in)."""
    value = ast.literal_eval(code)
    if isinstance(value, bytes):
        if b"\\" in value or quote.encode() in value or any(byte < 32 or byte > 126 for byte in value):
            raise CannotRender("a bytes literal that needs escapes inside an f-string")
        return f"b{quote}{value.decode('ascii')}{quote}"
    pieces, run = [], ""
    for char in value:
        if char == quote or char == "\\" or not char.isprintable():
            if run:
                pieces.append(f"{quote}{run}{quote}")
            pieces.append(f"chr({ord(char)})")
            run = ""
        else:
            run += char
    if run or not pieces:
        pieces.append(f"{quote}{run}{quote}")
    return pieces[0] if len(pieces) == 1 else "(" + " + ".join(pieces) + ")"
