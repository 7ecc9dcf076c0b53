"""Handler registries of the taint slot: a decorator of the project's own that files functions in a table.

Owns one shape, common in bots, workers and protocol servers: a module-level table, a decorator that
stores what it decorates in it under a key, and a lookup of the table by a key known only at run time::

    COMMANDS = {}

    def command(name):
        def deco(func):
            COMMANDS[name] = func          # or (func, help_text)
            return func
        return deco

    def dispatch(session, line):
        verb, _, rest = line.partition(" ")
        return COMMANDS[verb](session, *rest.split())

Which handler runs, and with what, is decided by the message: each registered function's parameters
are what the sender wrote. A registrar is recognised by its body alone (it stores its argument in the
table), and only when its own module looks the table up by a key that is not a
constant; other modules learn of it through its summary (`Summary.registers`). In a module that
imports a command-line package the handlers are subcommands, and what they get is the operator's. Where the key
comes from is not read: a table keyed by the operator's configuration (mercurial's internal merge tools, picked by
the name the user's config gives) is taken for a message's too.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from agent_providers.builtin.taint_facts import UNTRUSTED, Origin
from agent_providers.builtin.taint_rules import CLI_PACKAGES
from agent_providers.builtin.taint_scope import DefInfo, dotted_name

# Packages whose import makes a module a command-line tool: what it dispatches is the operator's subcommand.
COMMAND_LINE = CLI_PACKAGES | {"argparse", "optparse", "docopt", "getopt"}
# Parameters through which a dispatcher hands its handlers its own objects (the connection, the bot, the
# settings), not the message: `def send(session, box, *words)`.
HANDLES = frozenset({"self", "cls", "ctx", "context", "session", "bot", "app", "client", "conn", "connection", "db",
                     "state", "server", "logger", "log", "config", "settings", "store"})
# Of those, the ones a dispatcher may also carry the message in (`ctx.text`, `ctx.args`, `context.message`): its
# attributes named for a message's parts are the sender's, the rest (the bot, the database) the dispatcher's.
CARRIERS = frozenset({"ctx", "context", "session"})


def registrars(tree: ast.Module) -> dict[str, str]:
    """The module's registrar decorators: function name -> the module-level table it files functions in,
    for tables this module looks up by a key computed at run time."""
    tables = {target.id for node in tree.body if isinstance(node, ast.Assign) and _empty_table(node.value)
              for target in node.targets if isinstance(target, ast.Name)}
    if not tables:
        return {}
    found = {node.name: table for node in tree.body if isinstance(node, ast.FunctionDef)
             and (table := _registrar_table(node, tables)) is not None}
    looked_up = _looked_up(tree, set(found.values()))
    return {name: table for name, table in found.items() if table in looked_up}


def mark_registered(defs: list[DefInfo], table_of: Callable[[ast.expr], str | None],
                    imports: dict[str, str]) -> None:
    """Give the parameters of each def decorated with a registrar (TABLE_OF: a decorator as written -> the
    table it files functions in, or None) the origin of a dispatched message's arguments."""
    operator = any(name.split(".")[0] in COMMAND_LINE for name in imports.values())
    for info in defs:
        if info.handler or info.cli or info.in_class:
            continue
        for decorator in info.node.decorator_list:
            func = decorator.func if isinstance(decorator, ast.Call) else decorator
            if not isinstance(func, ast.Name | ast.Attribute):
                continue
            table = table_of(func)
            if table is None:
                continue
            label = f"argument of a handler @{dotted_name(func)} files in {table}, picked by a key the message carries"
            spread = [a.arg for a in (info.node.args.vararg, info.node.args.kwarg) if a is not None]
            for name in [*info.params, *spread]:
                origin = Origin(UNTRUSTED, label, name, decorator.lineno, local=operator, operator=operator)
                if name in CARRIERS:
                    info.message_objects.setdefault(name, origin)
                if name in HANDLES:
                    continue
                info.sources.setdefault(name, origin)
            break


def _empty_table(value: ast.expr) -> bool:
    """`{}`, `dict()`, `OrderedDict()`: a table filled in later."""
    if isinstance(value, ast.Dict):
        return not value.keys
    return isinstance(value, ast.Call) and not value.args and not value.keywords \
        and (dotted_name(value.func) or "").rsplit(".", 1)[-1] in ("dict", "OrderedDict")


def _registrar_table(function: ast.FunctionDef, tables: set[str]) -> str | None:
    """The table FUNCTION files its argument in: `def register(func): TABLE[k] = func; return func`, or a
    factory returning such an inner decorator (`def command(name): def deco(func): ...; return deco`)."""
    direct = _files_argument(function, tables)
    if direct is not None:
        return direct
    inner = {node.name: node for node in function.body if isinstance(node, ast.FunctionDef)}
    returned = [node.value.id for node in function.body if isinstance(node, ast.Return)
                and isinstance(node.value, ast.Name) and node.value.id in inner]
    return _files_argument(inner[returned[0]], tables) if len(returned) == 1 else None


def _files_argument(function: ast.FunctionDef, tables: set[str]) -> str | None:
    """TABLE when FUNCTION takes one argument and stores it (alone or first of a tuple) in TABLE[key]: whatever
    the decorator returns, the table holds the function itself."""
    args = function.args
    if len(args.posonlyargs) + len(args.args) != 1 or args.vararg or args.kwarg:
        return None
    param = (*args.posonlyargs, *args.args)[0].arg
    for node in ast.walk(function):
        if not isinstance(node, ast.Assign) or not _names(node.value, param):
            continue
        for target in node.targets:
            if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) and target.value.id in tables:
                return target.value.id
    return None


def _names(value: ast.expr, param: str) -> bool:
    """VALUE is PARAM, or a tuple that starts with it (`(func, usage)`)."""
    if isinstance(value, ast.Tuple) and value.elts:
        value = value.elts[0]
    return isinstance(value, ast.Name) and value.id == param


def _looked_up(tree: ast.Module, tables: set[str]) -> set[str]:
    """Which of TABLES the module reads an entry of by a non-constant key (`TABLE[verb]`, `TABLE.get(kind)`)."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name):
            name, key = node.value.id, node.slice
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
                and isinstance(node.func.value, ast.Name) and node.args:
            name, key = node.func.value.id, node.args[0]
        else:
            continue
        if name in tables and not isinstance(key, ast.Constant):
            out.add(name)
    return out
