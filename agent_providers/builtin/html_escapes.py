"""HTML escaping written out by hand as a chain of `str.replace` calls.

Owns recognising the escape a project writes itself instead of calling `html.escape` (Django 1.10's own
`escape()`, many older projects' helpers):

    text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")

Once `<` and `"` are each replaced by text holding neither, the value can open no tag and close no double-quoted
attribute, so it is no cross-site scripting payload in a page. A chain that leaves `"` alone may still break out of an
attribute, and one that puts `<` or `"` back in a later link (`.replace("&lt;", "<")`) undoes the escape; neither
counts. The whole chain is read at its last link (`continued`), so that a link writing markup back after an escaping
part undoes it.
"""

from __future__ import annotations

import ast
import re

# What a value must have replaced to be inert in an element and in a double-quoted attribute.
_MUST_REPLACE = frozenset({"<", '"'})
# Characters a replacement may not put back.
_MARKUP = frozenset({"<", ">", '"'})
# What follows a link that is not the chain's last: another `.replace(`, after any spaces, line breaks and
# backslash continuations.
_NEXT_LINK = re.compile(r"[\s\\]*\.\s*replace\s*\(")


def replacements(call: ast.Call) -> list[tuple[str, str]] | None:
    """The (old, new) pairs of CALL's chain of `.replace` calls on literals, innermost first; None when CALL is no
    such chain or any link replaces with a value not written in the code."""
    pairs: list[tuple[str, str]] = []
    node: ast.expr = call
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "replace":
        if len(node.args) != 2 or node.keywords:
            return None
        old, new = (arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else None
                    for arg in node.args)
        if old is None or new is None:
            return None
        pairs.append((old, new))
        node = node.func.value
    return pairs[::-1] or None


def escapes_html(call: ast.Call) -> bool:
    """CALL is a `.replace` chain that replaces `<` and `"` by text holding no markup character, and puts none back
    afterwards: the value it gives can start no tag and end no attribute."""
    pairs = replacements(call)
    if pairs is None:
        return False
    replaced: set[str] = set()
    for old, new in pairs:
        if _MARKUP & set(new):
            return False  # a later link writes markup back (or the escape writes it itself)
        if len(old) == 1:
            replaced.add(old)
    return _MUST_REPLACE <= replaced


def continued(call: ast.Call, lines: list[str]) -> bool:
    """CALL, a `.replace` link, is followed by another `.replace` in the source LINES: it is not the chain's last
    link, and the last one reads the whole chain. Read from the text, as a call knows nothing of what contains it."""
    end_line, end_col = call.end_lineno, call.end_col_offset
    if end_line is None or end_col is None or end_line > len(lines):
        return False
    # offsets count UTF-8 bytes; the rest of the program after the call, a few lines of it at most
    rest = lines[end_line - 1].encode("utf-8")[end_col:].decode("utf-8", errors="ignore")
    following = "\n".join([rest, *lines[end_line:end_line + 3]])
    return _NEXT_LINK.match(following) is not None
