"""A module's own functions that check a URL is a path on this site, read from their bodies.

Owns one question: which top-level functions of a module return a test that holds only for a URL naming no host
(`def _is_local(target): parts = urlparse(target); return not parts.netloc and target.startswith("/")`)? A caller
that redirects only where such a function says yes (`if _is_local(nxt): return redirect(nxt)`) stays on its own
site, whatever the function is called. The test must leave the URL's host empty: `not parts.netloc`,
`parts.netloc == ""`, or `url.startswith("/") and not url.startswith("//")`, as one arm of an `and`. A test that
also admits a host (an `or` with `parts.netloc == "example.com"`) or checks the scheme alone is no such function.
"""

from __future__ import annotations

import ast

_SPLITTERS = frozenset({"urlparse", "urlsplit"})


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
        for position, param in enumerate(params):
            if _proves_local(returns[0].value, param, {k: v for k, v in splits.items() if v == param}):
                found[node.name] = position
                break
    return found


def _split_of(value: ast.expr) -> str | None:
    """X, when VALUE is `urlparse(X)` or `urlsplit(X)` of a name."""
    if isinstance(value, ast.Call) and value.args and isinstance(value.args[0], ast.Name):
        func = value.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name in _SPLITTERS:
            return value.args[0].id
    return None


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
    if isinstance(arm, ast.UnaryOp) and isinstance(arm.op, ast.Not):
        return _starts(arm.operand, param, prefix, not positive)
    if not (positive and isinstance(arm, ast.Call) and isinstance(arm.func, ast.Attribute)
            and arm.func.attr == "startswith" and isinstance(arm.func.value, ast.Name) and arm.func.value.id == param
            and len(arm.args) == 1):
        return False
    argument = arm.args[0]
    texts = [e.value for e in argument.elts if isinstance(e, ast.Constant)] if isinstance(argument, ast.Tuple) \
        else [argument.value] if isinstance(argument, ast.Constant) else []
    return prefix in texts
