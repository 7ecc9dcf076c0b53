"""String-built code, taken apart: a %-format, an f-string or a `+` chain as literal text and values.

The builtin writer rebuilds SQL and shell commands from these pieces. Anything it cannot
take apart exactly (a mapping for %, a format spec, a conversion, `.format`) is `None`,
so the writer says there is no mechanical fix instead of guessing.
"""

from __future__ import annotations

import re

import libcst as cst

Piece = str | cst.BaseExpression
_PERCENT = re.compile(r"%(?:(%)|([sdi]))|%")


def pieces(node: cst.BaseExpression) -> list[Piece] | None:
    """NODE as alternating literal text and value expressions, or None if it cannot be taken apart."""
    if isinstance(node, (cst.SimpleString, cst.ConcatenatedString)):
        text = literal(node)
        return None if text is None else [text]
    if isinstance(node, cst.FormattedString):
        return _fstring(node)
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Modulo):
        return _percent(node)
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add):
        left, right = pieces(node.left), pieces(node.right)
        if left is None and right is None:
            return None
        return _merge((left or [node.left]) + (right or [node.right]))
    return None


def literal(node: cst.BaseExpression) -> str | None:
    """The value of a plain (not bytes, not f-) string literal, or None."""
    if isinstance(node, cst.SimpleString) and "b" not in node.prefix.lower():
        return node.evaluated_value if isinstance(node.evaluated_value, str) else None
    if isinstance(node, cst.ConcatenatedString):
        left, right = literal(node.left), literal(node.right)
        return None if left is None or right is None else left + right
    return None


def _fstring(node: cst.FormattedString) -> list[Piece] | None:
    if "b" in node.start.lower() or "r" in node.start.lower():
        return None
    out: list[Piece] = []
    for part in node.parts:
        if isinstance(part, cst.FormattedStringText):
            out.append(part.value.replace("{{", "{").replace("}}", "}"))
        elif not isinstance(part, cst.FormattedStringExpression) or part.conversion or part.format_spec or part.equal:
            return None
        else:
            out.append(part.expression)
    return _merge(out)


def _percent(node: cst.BinaryOperation) -> list[Piece] | None:
    template = literal(node.left)
    if template is None:
        return None
    if isinstance(node.right, cst.Tuple):
        values = [element.value for element in node.right.elements]
        if any(isinstance(element, cst.StarredElement) for element in node.right.elements):
            return None
    elif isinstance(node.right, (cst.Dict, cst.DictComp)):
        return None
    else:
        values = [node.right]
    out: list[Piece] = []
    position = 0
    for match in _PERCENT.finditer(template):
        out.append(template[position:match.start()])
        position = match.end()
        if match.group(1):
            out.append("%")
        elif match.group(2) and values:
            out.append(values.pop(0))
        else:
            return None  # %r, %(name)s, width specs, or too few values: not taken apart exactly
    if values:
        return None
    out.append(template[position:])
    return _merge(out)


def _merge(items: list[Piece]) -> list[Piece]:
    merged: list[Piece] = []
    for item in items:
        if isinstance(item, str) and merged and isinstance(merged[-1], str):
            merged[-1] += item
        elif not (isinstance(item, str) and item == ""):
            merged.append(item)
    return merged


def unwrap_quote(node: cst.BaseExpression) -> cst.BaseExpression:
    """`shlex.quote(x)` -> `x`: without a shell, quoting would put literal quote marks in an argument."""
    if (isinstance(node, cst.Call) and len(node.args) == 1 and isinstance(node.func, cst.Attribute)
            and node.func.attr.value == "quote" and isinstance(node.func.value, cst.Name)
            and node.func.value.value in ("shlex", "pipes")):
        return node.args[0].value
    return node


def string_node(text: str) -> cst.SimpleString:
    """A double-quoted literal for TEXT (single quotes are common in SQL)."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return cst.SimpleString(f'"{escaped}"')
