"""How a function may change the objects its parameters hold, read from its text (taint slot).

A dict's entries are told apart by their constant keys (taint_facts' `keep_rest`), and a function that reads one key
of a parameter hands its sinks that key alone (`keyed`). Both hold only while nothing else changes the dict: a
caller's dict handed to a function that writes into it, or a parameter the function itself changes in a way the
analysis does not track, is read whole again. This module tells, for each parameter, which constant keys the function
writes (`opts["dir"] = ...`, `opts.setdefault("dir", ...)`) or that it may change the object any other way in its
own text: a computed key, a mutating method, keeping it in a name, an attribute or a container, rebinding it, a
closure. Reads leave it as the caller gave it: `opts["k"]`, `opts.get(...)`, `k in opts`, iterating, formatting.
Handing it to a function is judged where the call is made, by what the callee's summary says it changes, or, for a
function the analysis cannot see, by whether it only reads (`len`, `str`, `dict`, `json.dumps`, a logger's methods;
`reads_only`).
"""

from __future__ import annotations

import ast

from agent_providers.builtin.taint_scope import dotted_name

# Methods that only read the object they are called on (a dict's, or a string's).
READING_METHODS = frozenset({"get", "keys", "values", "items", "copy", "__contains__", "__getitem__", "count",
                             "index", "startswith", "endswith", "format", "split", "strip", "lower", "upper"})
# Methods that write (or remove) the one constant key they are given first.
KEYED_METHODS = frozenset({"setdefault", "pop"})
# Functions, and logger methods, that only read what they are given.
READING_FUNCTIONS = frozenset({"len", "str", "repr", "bool", "int", "float", "print", "isinstance", "sorted", "list",
                               "tuple", "set", "frozenset", "dict", "iter", "enumerate", "zip", "id", "hash", "any",
                               "all", "min", "max", "sum", "format", "type", "callable", "hasattr", "getattr"})
READING_QUALIFIED = frozenset({"json.dumps", "copy.copy", "copy.deepcopy", "pprint.pformat", "urllib.parse.urlencode"})
LOGGER_METHODS = frozenset({"debug", "info", "warning", "warn", "error", "exception", "critical", "log"})
_LOGGERS = frozenset({"log", "logger", "logging", "LOG", "LOGGER", "_log", "_logger"})

Changes = frozenset[str] | None  # the constant keys written, or None: changed some other way


def param_changes(function: ast.FunctionDef | ast.AsyncFunctionDef, params: list[str]) -> dict[str, Changes]:
    """Each parameter of FUNCTION -> the constant keys FUNCTION writes into the object it holds (empty: it only
    reads it), or None when FUNCTION may change that object otherwise (see the module docstring)."""
    parents: dict[int, ast.AST] = {}
    for node in ast.walk(function):
        for child in ast.iter_child_nodes(node):
            parents[id(child)] = node
    wanted = set(params)
    keys: dict[str, set[str] | None] = {name: set() for name in params}
    for node in ast.walk(function):
        if not (isinstance(node, ast.Name) and node.id in wanted) or keys[node.id] is None:
            continue
        written = _use(node, parents, function)
        if written is None:
            keys[node.id] = None
        else:
            found = keys[node.id]
            assert found is not None
            found.update(written)
    return {name: frozenset(found) if found is not None else None for name, found in keys.items()}


def _use(node: ast.Name, parents: dict[int, ast.AST], function: ast.AST) -> set[str] | None:
    """The constant keys one occurrence NODE of a parameter writes (empty when it only reads), or None."""
    if not isinstance(node.ctx, ast.Load):
        return None  # rebound, or deleted
    parent = parents.get(id(node))
    if _nested_scope(node, parents, function):
        return None  # a closure or lambda may change it whenever it runs
    if isinstance(parent, ast.Subscript) and parent.value is node:
        key = _constant_key(parent.slice)
        if isinstance(parent.ctx, ast.Load):
            return set()
        return {key} if key is not None else None  # `opts["dir"] = ...`, `del opts["dir"]`
    if isinstance(parent, ast.Attribute) and parent.value is node:
        if not isinstance(parent.ctx, ast.Load):
            return None
        call = parents.get(id(parent))
        if not (isinstance(call, ast.Call) and call.func is parent):
            return set()  # `opts.name` read
        if parent.attr in READING_METHODS:
            return set()
        if parent.attr in KEYED_METHODS and call.args and (key := _constant_key(call.args[0])) is not None:
            return {key}
        return None
    if isinstance(parent, ast.Compare | ast.FormattedValue | ast.BinOp | ast.BoolOp | ast.UnaryOp | ast.IfExp):
        return set()
    if isinstance(parent, ast.comprehension) and parent.iter is node or isinstance(parent, ast.For) \
            and parent.iter is node:
        return set()
    if isinstance(parent, ast.keyword) and parent.arg is None or isinstance(parent, ast.Starred):
        return set()  # `f(**opts)`, `f(*items)`: unpacked into new objects
    if isinstance(parent, ast.Call) and node in parent.args or isinstance(parent, ast.keyword):
        # handed to a function: the analysis judges the call where it is made, by what the callee's summary says it
        # changes (ScopeAnalyser.handed_on), and adds that to this function's summary
        return set()
    if isinstance(parent, ast.Expr):
        return set()
    return None


def reads_only(call: ast.Call) -> bool:
    """CALL is a function, or a logger's method, that only reads its arguments."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in READING_FUNCTIONS
    if isinstance(func, ast.Attribute):
        owner = dotted_name(func.value)
        if owner is not None and f"{owner}.{func.attr}" in READING_QUALIFIED:
            return True
        return func.attr in LOGGER_METHODS and owner is not None and owner.split(".")[-1] in _LOGGERS
    return False


def _constant_key(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _nested_scope(node: ast.AST, parents: dict[int, ast.AST], function: ast.AST) -> bool:
    """NODE is inside a function, lambda or class nested in FUNCTION."""
    current = parents.get(id(node))
    while current is not None and current is not function:
        if isinstance(current, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            return True
        current = parents.get(id(current))
    return False
