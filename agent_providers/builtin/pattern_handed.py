"""The pattern slot's reading of a helper in another module: does a call hand its argument to a sink?

Owns one question about a call on the cited lines: is its callee a function of another module of
the snapshot (imported by name, or reached as an attribute of an imported module, relative imports
included) that passes the parameter receiving one of the call's arguments, as given, to a dangerous
sink of the category? Such a helper (`db.query(sql)`, `responses.redirect(location)`) is an API for
running what its caller composed, so the call is the sink. The answer is read from the helper's
code alone: the parameter must be the sink's argument itself, and never reassigned in the helper.
One hop only, and only a top-level function: a method's receiver is not resolved.
"""

from __future__ import annotations

import ast
import posixpath
from collections.abc import Callable
from typing import NamedTuple

from agent_providers.builtin import pattern_sinks
from agent_providers.builtin.pattern_source import ParsedFile
from agent_providers.builtin.python_idioms import location_header, location_items


class Handed(NamedTuple):
    """Where a helper hands the call's argument to its sink."""

    helper: str  # the helper as called ("dbutil.query")
    path: str  # the helper's file
    line: int  # its sink's line
    what: str  # the sink ("call to cur.execute()")
    param: str  # the helper's parameter that carries the argument


Loader = Callable[[str], "ParsedFile | None"]


def handed_sink(parsed: ParsedFile, call: ast.Call, category: str, paths: list[str], load: Loader) -> Handed | None:
    """The sink of CATEGORY that CALL's helper hands one of its non-constant arguments to, as given, if any.
    PATHS: every Python file of the snapshot; LOAD: a file's parse, or None."""
    target = _callee(parsed, call.func)
    if target is None:
        return None
    module, level, function = target
    helper_path = _module_path(parsed.path, module, level, paths)
    if helper_path is None or helper_path == parsed.path:
        return None
    helper = load(helper_path)
    if helper is None:
        return None
    node = next((n for n in helper.tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                 and n.name == function), None)
    if node is None:
        return None
    carried = _carried_params(node, call)
    if not carried:
        return None
    reassigned = {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    for sink in pattern_sinks.find_sinks(helper, node.lineno, node.end_lineno or node.lineno, category):
        for param in carried - reassigned:
            if _given_as_is(sink.node, param):
                return Handed(ast.unparse(call.func), helper_path, sink.line, sink.what, param)
    return None


def _callee(parsed: ParsedFile, func: ast.expr) -> tuple[str, int, str] | None:
    """(module, relative level, function name) of a call's callee, from the file's imports."""
    if isinstance(func, ast.Name):
        for node in ast.walk(parsed.tree):
            if isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    if (alias.asname or alias.name) == func.id and alias.name != "*":
                        return node.module or "", node.level, alias.name
        return None
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        holder = func.value.id
        for node in ast.walk(parsed.tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname == holder or (alias.asname is None and alias.name == holder):
                        return alias.name, 0, func.attr
            elif isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    if (alias.asname or alias.name) == holder:
                        module = f"{node.module}.{alias.name}" if node.module else alias.name
                        return module, node.level, func.attr
    return None


def _module_path(importer: str, module: str, level: int, paths: list[str]) -> str | None:
    """The snapshot file of MODULE as IMPORTER imports it: relative to its folder for a relative import, else
    the one file whose path ends with the module's (the nearest to IMPORTER when several do)."""
    tail = module.replace(".", "/")
    endings = (f"{tail}.py", f"{tail}/__init__.py") if tail else ("__init__.py",)
    if level:
        base = posixpath.dirname(importer)
        for _ in range(level - 1):
            base = posixpath.dirname(base)
        wanted = {posixpath.join(base, ending) if base else ending for ending in endings}
        return next((path for path in paths if path in wanted), None)
    found = [path for path in paths if any(path == ending or path.endswith("/" + ending) for ending in endings)]
    if not found:
        return None
    return max(found, key=lambda path: (len(posixpath.commonprefix([path, importer])), -len(path)))


def _carried_params(node: ast.FunctionDef | ast.AsyncFunctionDef, call: ast.Call) -> set[str]:
    """The helper's parameters that receive a non-constant argument of CALL."""
    params = [a.arg for a in (*node.args.posonlyargs, *node.args.args)]
    carried: set[str] = set()
    for index, argument in enumerate(call.args):
        if isinstance(argument, ast.Starred):
            break
        if index < len(params) and not isinstance(argument, ast.Constant):
            carried.add(params[index])
    named = {a.arg for a in (*node.args.args, *node.args.kwonlyargs)}
    carried.update(k.arg for k in call.keywords if k.arg in named and not isinstance(k.value, ast.Constant))
    return carried


def _given_as_is(sink: ast.AST, param: str) -> bool:
    """Whether the sink's dangerous value is PARAM itself: a call's first argument (or its keyword of a name
    that holds the query, command, URL, path or page), or the value a Location header is set to."""
    values: list[ast.AST]
    if isinstance(sink, ast.Call):
        values = [*sink.args[:1], *(k.value for k in sink.keywords if k.arg in _PAYLOAD_KEYWORDS)]
    elif isinstance(sink, ast.stmt):
        values = list(_location_values(sink))
    else:
        values = [sink]
    return any(isinstance(value, ast.Name) and value.id == param for value in values)


_PAYLOAD_KEYWORDS = frozenset({"sql", "query", "statement", "operation", "args", "cmd", "command", "url", "location",
                               "path", "file", "filename", "filterstr", "search_filter", "html", "source"})


def _location_values(statement: ast.stmt) -> list[ast.expr]:
    """The values a statement sets a Location header to: `{"Location": url}`, `("Location", url)`,
    `response["Location"] = url`."""
    values: list[ast.expr] = []
    for node in ast.walk(statement):
        if isinstance(node, ast.Dict):
            values += [value for _, value in location_items(node)]
        elif isinstance(node, ast.Tuple) and len(node.elts) == 2 and location_header(node.elts[0]):
            values.append(node.elts[1])
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Subscript) and location_header(t.slice, pattern_sinks.owner_name(t.value))
                for t in node.targets):
            values.append(node.value)
    return values
