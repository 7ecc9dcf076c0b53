"""A module's own functions that check a URL is a path on this site, read from their bodies.

Owns one question: which top-level functions of a module return a test that holds only for a URL naming no host
(`def _is_local(target): parts = urlparse(target); return not parts.netloc and target.startswith("/")`)? A caller
that redirects only where such a function says yes (`if _is_local(nxt): return redirect(nxt)`) stays on its own
site, whatever the function is called. The test must leave the URL's host empty: `not parts.netloc`,
`parts.netloc == ""`, or `url.startswith("/") and not url.startswith("//")`, as one arm of an `and`; or it must
find the URL, resolved against a base, on the same host as another (Flask's `is_safe_url` snippet:
`urlparse(urljoin(request.host_url, target)).netloc == urlparse(request.host_url).netloc`). A test that also admits
a host (an `or` with `parts.netloc == "example.com"`) or checks the scheme alone is no such function.

Also owns how the tests it reads are read, for the taint engine's own narrowing as well: which URL a split reads
(`urlsplit(url.strip())`) and what a `startswith` test says of a name.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping

from agent_providers.builtin.taint_scope import dotted_name

# Methods that change a URL's text but not the host it names.
_TRIMS = frozenset({"strip", "lstrip", "rstrip", "lower"})
# `startswith_literal`'s prefix for `NAME.startswith(ORIGIN + "/")`: a configured origin, then a path.
CONFIGURED_ORIGIN = ("configured origin",)


def local_url_checks(tree: ast.Module) -> dict[str, int]:
    """Top-level function name -> the position of the parameter its returned test proves a path on this site."""
    found: dict[str, int] = {}
    for node in tree.body:
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or not node.args.args:
            continue
        params = [a.arg for a in node.args.args]
        returns = [stmt for stmt in node.body if isinstance(stmt, ast.Return)]
        others = [stmt for stmt in node.body if not isinstance(stmt, ast.Return)
                  and not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant))]
        if len(returns) != 1 or returns[0].value is None or not all(isinstance(s, ast.Assign) for s in others):
            continue
        splits = {target.id: _split_of(stmt.value) for stmt in others if isinstance(stmt, ast.Assign)
                  for target in stmt.targets if isinstance(target, ast.Name)}
        parsed = {target.id: _parsed_of(stmt.value) for stmt in others if isinstance(stmt, ast.Assign)
                  for target in stmt.targets if isinstance(target, ast.Name)}
        for position, param in enumerate(params):
            if _proves_local(returns[0].value, param, {k: v for k, v in splits.items() if v == param}) \
                    or _same_host(returns[0].value, param, parsed, set(params)):
                found[node.name] = position
                break
    return found


def _split_of(value: ast.expr) -> str | None:
    """X, when VALUE is `urlparse(X)` or `urlsplit(X)` of a name."""
    if isinstance(value, ast.Call) and value.args and isinstance(value.args[0], ast.Name):
        return split_url(value)
    return None


def _parsed_of(value: ast.expr) -> tuple[str, str] | None:
    """(the URL's text, the base's text) when VALUE is `urlparse(urljoin(BASE, URL))` (or urlsplit): URL resolved as
    a browser on the page BASE would resolve it; (the URL's text, "") for `urlparse(URL)` itself."""
    if not (isinstance(value, ast.Call) and value.args
            and (dotted_name(value.func) or "").rsplit(".", 1)[-1] in ("urlsplit", "urlparse")):
        return None
    url = value.args[0]
    if isinstance(url, ast.Call) and (dotted_name(url.func) or "").rsplit(".", 1)[-1] == "urljoin" \
            and len(url.args) == 2 and not url.keywords:
        return ast.unparse(url.args[1]), ast.unparse(url.args[0])
    return ast.unparse(url), ""


def _same_host(test: ast.expr, param: str, parsed: dict[str, tuple[str, str] | None], params: set[str]) -> bool:
    """Whether TEST holding means PARAM, resolved against a base, names the base's own host: `resolved.netloc ==
    host.netloc`, as one arm of an `and`, where `resolved` holds `urlparse(urljoin(BASE, PARAM))` and `host`
    `urlparse(BASE)`, BASE one and the same expression and no parameter (Flask's `is_safe_url` snippet:
    `test_url = urlparse(urljoin(request.host_url, target))`, `ref_url = urlparse(request.host_url)`)."""
    arms = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    for arm in arms:
        if not (isinstance(arm, ast.Compare) and len(arm.ops) == 1 and isinstance(arm.ops[0], ast.Eq)):
            continue
        owners = [side.value.id for side in (arm.left, arm.comparators[0]) if isinstance(side, ast.Attribute)
                  and side.attr == "netloc" and isinstance(side.value, ast.Name)]
        splits = [split for owner in owners if (split := parsed.get(owner)) is not None]
        if len(splits) != 2:
            continue
        for (url, base), (other, other_base) in (splits, splits[::-1]):
            if url == param and base and not other_base and other == base and base.split(".")[0] not in params:
                return True
    return False


def split_url(node: ast.Call) -> str | None:
    """X, when NODE is `urlsplit(X)` or `urlparse(X)` of a name, or of a name trimmed (`urlparse(X.strip())`);
    "" when it splits anything else; None when it splits no URL."""
    if (dotted_name(node.func) or "").rsplit(".", 1)[-1] not in ("urlsplit", "urlparse") or not node.args:
        return None
    url = node.args[0]
    if isinstance(url, ast.Call) and isinstance(url.func, ast.Attribute) and url.func.attr in _TRIMS \
            and not url.args and not url.keywords:
        url = url.func.value
    return dotted_name(url) or ""


def _proves_local(test: ast.expr, param: str, splits: dict[str, str | None]) -> bool:
    """Whether TEST holding means PARAM names no host."""
    arms = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    empty_host = any(_no_netloc(arm, param, splits) for arm in arms)
    slash = any(_starts(arm, param, "/", True) for arm in arms)
    no_double = any(_starts(arm, param, "//", False) for arm in arms)
    return empty_host or (slash and no_double)


def _no_netloc(arm: ast.expr, param: str, splits: dict[str, str | None]) -> bool:
    """`not P.netloc`, `P.netloc == ""` or `not urlparse(PARAM).netloc`, P holding PARAM's split."""
    if isinstance(arm, ast.UnaryOp) and isinstance(arm.op, ast.Not):
        return _netloc_of(arm.operand, param, splits)
    if isinstance(arm, ast.Compare) and len(arm.ops) == 1 and isinstance(arm.ops[0], ast.Eq) \
            and isinstance(arm.comparators[0], ast.Constant) and arm.comparators[0].value == "":
        return _netloc_of(arm.left, param, splits)
    return False


def _netloc_of(node: ast.expr, param: str, splits: dict[str, str | None]) -> bool:
    if not (isinstance(node, ast.Attribute) and node.attr in ("netloc", "hostname")):
        return False
    owner = node.value
    return isinstance(owner, ast.Name) and owner.id in splits or isinstance(owner, ast.Call) \
        and _split_of(owner) == param


def _starts(arm: ast.expr, param: str, prefix: str, positive: bool) -> bool:
    """`PARAM.startswith(PREFIX)` (POSITIVE) or `not PARAM.startswith(PREFIX)` (or a tuple holding PREFIX)."""
    found = startswith_literal(arm, True)
    if found is None or found[0] != param or found[2] != positive:
        return False
    written = found[1]
    return written == prefix or isinstance(written, tuple) and prefix in written


def startswith_literal(test: ast.AST, holds: bool,
                       constants: Mapping[str, tuple[str, ...]] | None = None) -> tuple[str, object, bool] | None:
    """(NAME, PREFIX, POSITIVE) for `NAME.startswith(PREFIX)` with the truth HOLDS (POSITIVE: it starts so),
    PREFIX a string or a tuple of strings written there, a name CONSTANTS binds to a tuple of strings
    (`ALLOWED_AFTER_LOGIN`), or CONFIGURED_ORIGIN for `ORIGIN + "/..."`."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return startswith_literal(test.operand, not holds, constants)
    second = _second_character_slash(test)
    if second is not None:  # `NAME[1:2] in ("/", "\\")` after a check of the first: `NAME.startswith("//")`
        negated = isinstance(test, ast.Compare) and isinstance(test.ops[0], ast.NotIn | ast.NotEq)
        return second, "//", holds != negated
    if not (isinstance(test, ast.Call) and isinstance(test.func, ast.Attribute) and test.func.attr == "startswith"
            and len(test.args) == 1 and not test.keywords):
        return None
    name = dotted_name(test.func.value)
    argument = test.args[0]
    if name is None:
        return None
    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
        return name, argument.value, holds
    if isinstance(argument, ast.Name) and constants and argument.id in constants:
        return name, constants[argument.id], holds
    if isinstance(argument, ast.Tuple):
        texts = [e.value for e in argument.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
        return (name, tuple(texts), holds) if len(texts) == len(argument.elts) else None
    right = argument.right if isinstance(argument, ast.BinOp) and isinstance(argument.op, ast.Add) else None
    if isinstance(right, ast.Constant) and isinstance(right.value, str) and right.value.startswith("/") \
            and isinstance(argument, ast.BinOp) and isinstance(argument.left, (ast.Name, ast.Attribute, ast.Subscript)):
        return name, CONFIGURED_ORIGIN, holds
    return None


def _second_character_slash(test: ast.AST) -> str | None:
    """NAME, when TEST asks whether its second character is a "/": `NAME[1:2] in ("/", "\\")`, `NAME[1:2] ==
    "/"` or `NAME[1] == "/"`, or their negations (read beside a check that NAME starts with "/", it asks for a
    second one)."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Subscript)
            and isinstance(test.ops[0], ast.In | ast.Eq | ast.NotIn | ast.NotEq)):
        return None
    index = test.left.slice
    second = isinstance(index, ast.Constant) and index.value == 1 or isinstance(index, ast.Slice) \
        and isinstance(index.lower, ast.Constant) and index.lower.value == 1 \
        and isinstance(index.upper, ast.Constant) and index.upper.value == 2 and index.step is None
    right = test.comparators[0]
    texts: list[ast.expr] = []
    if isinstance(test.ops[0], ast.In | ast.NotIn) and isinstance(right, ast.Tuple | ast.List | ast.Set):
        texts = right.elts
    elif isinstance(test.ops[0], ast.Eq | ast.NotEq):
        texts = [right]
    slash = any(isinstance(text, ast.Constant) and text.value == "/" for text in texts)
    return dotted_name(test.left.value) if second and slash else None
