"""HTML escaping written out by hand as a chain of `str.replace` calls.

Owns recognising the escape a project writes itself instead of calling `html.escape` (Django 1.10's own
`escape()`, many older projects' helpers):

    text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#39;")

Once `<`, `"` and `'` are each replaced by text holding none of them, the value can open no tag and close no quoted
attribute, so it is no cross-site scripting payload in a page (in the contexts `html.escape` makes safe: not a
`javascript:` URL, an unquoted attribute or a script's code). A chain that leaves a quote alone may still break out
of an attribute, and one that puts markup back in a later link (`.replace("&lt;", "<")`) undoes the escape; neither
counts. The whole chain is read at its last link: a call whose result has a method called on it
(`method_receivers`: a `.replace`, or `.strip().replace(...)`) is not the last, whatever parentheses, comments and
line breaks the source puts between them. And a replace that puts markup back anywhere later (`decodes_markup`:
`page.replace("&lt;", "<")` on a value built from an escaped one) makes it markup again, for this escape and every
other; one that writes a whole fixed tag (`.replace("\\n", "<br>")`) adds only the program's own markup.
"""

from __future__ import annotations

import ast
import re

# What a value must have replaced to be inert in an element and in a quoted attribute.
_MUST_REPLACE = frozenset({"<", '"', "'"})
# Characters a replacement may not put back.
_MARKUP = frozenset({"<", ">", '"', "'"})
# A whole tag with no attribute value (`<br>`, `</b>`, `<hr/>`): fixed markup, which no client's text completes.
_WHOLE_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]*\s*/?>")


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
    """CALL is a `.replace` chain that replaces `<`, `"` and `'` by text holding no markup character, and puts none
    back afterwards: the value it gives can start no tag and end no attribute."""
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


def method_receivers(tree: ast.AST) -> frozenset[int]:
    """The ids of the calls in TREE whose result has a method called on it (`x.replace(a, b)` in
    `x.replace(a, b).replace(c, d)`): links of a chain that a later link may undo, so none is read as its end."""
    return frozenset(id(node.func.value) for node in ast.walk(tree)
                     if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                     and isinstance(node.func.value, ast.Call))


def decodes_markup(call: ast.Call) -> bool:
    """CALL is a replace that puts markup back into a value (`.replace` on it, or `str.replace(value, old, new)`): its
    new text holds a markup character outside a whole fixed tag (`.replace("&lt;", "<")`, `.replace("x", "<")`), or
    text the code does not spell in place of an entity. Whole tags (`.replace("\\n", "<br>")`) add only the program's
    own markup."""
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr == "replace"):
        return False
    args = call.args[1:] if isinstance(func.value, ast.Name) and func.value.id == "str" else call.args
    if len(args) < 2:
        return False
    old, new = (arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else None
                for arg in args[:2])
    if new is None:
        return old is None or "&" in old
    return bool(_MARKUP & set(_WHOLE_TAG.sub("", new)))
