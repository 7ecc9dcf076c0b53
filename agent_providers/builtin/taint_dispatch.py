"""Dispatch tables of the taint slot: a dict of functions, and the calls that pick one from it.

Owns one shape, common in legacy code: a dict literal whose values are the project's functions or
the object's own methods (a command table, a route map), and a call of whatever is looked up in it,
directly (`COMMANDS[name](args)`) or through a local (`handler = routes.get(path)`, then
`handler(environ, qs)`). Every function of the table may be the one called, so each sees the call's
arguments. Only literal tables and lookups written in the same function (or a table at module
level) count, and a lambda's body is read with its parameters bound to the call's arguments; a table
filled in elsewhere is not followed.
"""

from __future__ import annotations

import ast

# A name -> the dict literal it is bound to, when every value of it names a function.
Tables = dict[str, ast.Dict]


def module_tables(tree: ast.Module) -> Tables:
    """The module-level dispatch tables (`COMMANDS = {"ping": ping, ...}`)."""
    return {node.targets[0].id: node.value for node in tree.body
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Dict) and _functions_only(node.value)}


def constant_key_tables(tree: ast.Module) -> frozenset[str]:
    """The module-level names bound once to a dict literal whose keys are all written-out constants
    (`OPERATORS = {"+": operator.add, ...}`): `x in OPERATORS` admits only those keys, whatever the values are."""
    bound: dict[str, int] = {}
    keyed: set[str] = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, (ast.AnnAssign, ast.AugAssign)) else []
        for target in targets:
            if isinstance(target, ast.Name):
                bound[target.id] = bound.get(target.id, 0) + 1
                if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict) and node.value.keys \
                        and all(isinstance(key, ast.Constant) for key in node.value.keys):
                    keyed.add(target.id)
    changed = {node.value.id for node in ast.walk(tree) if isinstance(node, ast.Subscript)
               and isinstance(node.ctx, ast.Store | ast.Del) and isinstance(node.value, ast.Name)}
    changed |= {node.func.value.id for node in ast.walk(tree) if isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute) and node.func.attr in ("update", "setdefault", "pop")
                and isinstance(node.func.value, ast.Name)}
    return frozenset(name for name in keyed if bound[name] == 1 and name not in changed)


def local_dispatch(function: ast.FunctionDef | ast.AsyncFunctionDef, module: Tables) -> Tables:
    """Names a function binds to a table (its own literal, or a module table) and to an entry looked up in one
    (`handler = routes.get(path)`, `handler = routes[path]`): the name -> the table. One walk of the function."""
    bound = [(node.targets[0].id, node.value) for node in ast.walk(function) if isinstance(node, ast.Assign)
             and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)]
    tables = {**module, **{name: value for name, value in bound
                           if isinstance(value, ast.Dict) and _functions_only(value)}}
    if not tables:
        return tables  # nearly every function: no table, nothing to look up
    picked = {name: table for name, value in bound if (table := lookup(value, tables)) is not None}
    return {**tables, **picked}


def lookup(node: ast.expr, tables: Tables) -> ast.Dict | None:
    """The table NODE looks an entry up in: `TABLE[key]` or `TABLE.get(key[, default])`."""
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        return tables.get(node.value.id)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
            and isinstance(node.func.value, ast.Name):
        return tables.get(node.func.value.id)
    return None


def prefix_dispatch(func: ast.AST) -> tuple[ast.expr, str, ast.expr | None] | None:
    """(the object, the written prefix, the default) when FUNC is `getattr(obj, "do_" + verb[, default])`: a call of
    it calls whichever method of OBJ is named with the prefix and the text the program was sent."""
    if not (isinstance(func, ast.Call) and isinstance(func.func, ast.Name) and func.func.id == "getattr"
            and len(func.args) >= 2):
        return None
    prefix = literal_prefix(func.args[1])
    return (func.args[0], prefix, func.args[2] if len(func.args) > 2 else None) if prefix else None


def literal_prefix(name: ast.expr) -> str:
    """The written start of a method name built at run time: "do_" in `"do_" + verb.lower()`, `f"do_{verb}"` or
    `"do_%s" % verb`; "" when the name starts with what the program was sent (or is written whole)."""
    if isinstance(name, ast.BinOp) and isinstance(name.op, (ast.Add, ast.Mod)) and isinstance(name.left, ast.Constant) \
            and isinstance(name.left.value, str):
        text = name.left.value if isinstance(name.op, ast.Add) else name.left.value.split("%", 1)[0]
        return text if isinstance(name.op, ast.Add) or "%" in name.left.value else ""
    if isinstance(name, ast.JoinedStr) and len(name.values) > 1 and isinstance(name.values[0], ast.Constant):
        return str(name.values[0].value)
    return ""


def _functions_only(table: ast.Dict) -> bool:
    """Every value names a function or a method (`ping`, `self.search`, `handlers.stock`) or is a lambda, none a
    literal."""
    return bool(table.values) and all(
        isinstance(value, (ast.Name, ast.Lambda)) or isinstance(value, ast.Attribute)
        and isinstance(value.value, ast.Name) for value in table.values)


def domain_suffixes(tree: ast.Module) -> dict[str, tuple[str, ...]]:
    """The module-level names bound once to a string, or a tuple or list of strings, each starting with a dot
    (`TRUSTED_SUFFIXES = (".partners.example.com",)`): a host that ends with one is a subdomain of that domain."""
    bound: dict[str, int] = {}
    found: dict[str, tuple[str, ...]] = {}
    for node in tree.body:
        if isinstance(node, (ast.AugAssign, ast.AnnAssign)) and isinstance(node.target, ast.Name):
            bound[node.target.id] = bound.get(node.target.id, 0) + 2  # changed or typed apart: not ours to read
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            if isinstance(target, ast.Name):
                bound[target.id] = bound.get(target.id, 0) + 1
                suffixes = dotted_suffixes(node.value)
                if suffixes:
                    found[target.id] = suffixes
    return {name: suffixes for name, suffixes in found.items() if bound[name] == 1}


def dotted_suffixes(node: ast.expr) -> tuple[str, ...]:
    """NODE's strings when it is a string, or a tuple or list of strings, each starting with a dot; else ()."""
    items = node.elts if isinstance(node, (ast.Tuple, ast.List)) else [node]
    texts = [item.value for item in items if isinstance(item, ast.Constant) and isinstance(item.value, str)]
    return tuple(texts) if texts and len(texts) == len(items) and all(t.startswith(".") for t in texts) else ()
