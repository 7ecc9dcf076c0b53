"""Expressions vetted node by node before they are evaluated: a parsed tree whose every node was checked.

Owns one idiom of safe evaluation. A formula or rule a user writes is parsed with `ast.parse`, every node of the tree
is checked against the node types the program allows, and only then is the tree compiled and evaluated:

    tree = ast.parse(expr, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ValueError(...)
    return eval(compile(tree, "<formula>", "eval"))

or the same loop in a helper of the module (`_check(tree, names)`). Arithmetic, comparisons and names can compute
nothing but a value; a call or an attribute is what reaches the interpreter's objects (`().__class__`, `open(...)`).
So the check counts only when it leaves no call and no attribute: an allowlist of node types without `ast.Call` and
`ast.Attribute`, or a denylist that names both. What the tree evaluates to is then a value, not code.
"""

from __future__ import annotations

import ast

# The node types that reach the interpreter's objects: what a vetted expression must not hold.
_REACHING = frozenset({"Call", "Attribute"})
Bound = dict[str, frozenset[str]]  # a module constant -> the `ast` node type names of the tuple it is bound to


def bound_type_tuples(tree: ast.Module) -> Bound:
    """The module's constants bound to a tuple of `ast` node types (`_ALLOWED = (ast.Expression, ast.BinOp, ...)`)."""
    bound: Bound = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            types = _type_names(stmt.value, {})
            if types is not None:
                bound[stmt.targets[0].id] = types
    return bound


def walked_tree(loop: ast.For, bound: Bound) -> str | None:
    """NAME, when LOOP is `for node in ast.walk(NAME):` and its body raises for every node whose type could reach
    the interpreter's objects (see the module docstring); None otherwise. BOUND: the module's type tuples."""
    iterated = loop.iter
    if not (isinstance(iterated, ast.Call) and _is_walk(iterated.func) and len(iterated.args) == 1
            and isinstance(iterated.args[0], ast.Name) and isinstance(loop.target, ast.Name)):
        return None
    node = loop.target.id
    return iterated.args[0].id if any(_rejects_reaching(stmt, node, bound) for stmt in loop.body) else None


def vetting_functions(tree: ast.Module, bound: Bound) -> frozenset[str]:
    """The module's top-level functions that vet the tree their first parameter holds (a `walked_tree` loop)."""
    found = set()
    for function in tree.body:
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) or not function.args.args:
            continue
        first = function.args.args[0].arg
        if any(isinstance(stmt, ast.For) and walked_tree(stmt, bound) == first for stmt in ast.walk(function)):
            found.add(function.name)
    return frozenset(found)


def _is_walk(func: ast.expr) -> bool:
    return isinstance(func, ast.Attribute) and func.attr == "walk" and isinstance(func.value, ast.Name) \
        and func.value.id == "ast"


def _rejects_reaching(stmt: ast.stmt, node: str, bound: Bound) -> bool:
    """STMT is `if <type check of NODE>: raise ...` that leaves no call or attribute past it."""
    if not (isinstance(stmt, ast.If) and stmt.body and isinstance(stmt.body[-1], ast.Raise)):
        return False
    test = stmt.test
    arms = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or) else [test]
    return any(_denies_reaching(arm, node, bound) for arm in arms)


def _denies_reaching(test: ast.expr, node: str, bound: Bound) -> bool:
    """`not isinstance(NODE, ALLOWED)` with ALLOWED free of calls and attributes, or `isinstance(NODE, DENIED)` with
    DENIED naming both."""
    negated = isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not)
    call = test.operand if isinstance(test, ast.UnaryOp) and negated else test
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "isinstance"
            and len(call.args) == 2 and isinstance(call.args[0], ast.Name) and call.args[0].id == node):
        return False
    types = _type_names(call.args[1], bound)
    if types is None:
        return False
    return not (types & _REACHING) if negated else _REACHING <= types


def _type_names(node: ast.expr, bound: Bound) -> frozenset[str] | None:
    """The `ast` node type names NODE stands for: a tuple written out (`(ast.Call, ast.Attribute)`), one type, or a
    module constant bound to such a tuple; None for anything else."""
    if isinstance(node, ast.Tuple):
        names = [element.attr for element in node.elts
                 if isinstance(element, ast.Attribute) and isinstance(element.value, ast.Name)
                 and element.value.id == "ast"]
        return frozenset(names) if names and len(names) == len(node.elts) else None
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "ast":
        return frozenset({node.attr})
    return bound.get(node.id) if isinstance(node, ast.Name) else None
