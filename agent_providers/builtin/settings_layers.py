"""Which Django settings module a deployment runs, and what it turns off over the modules it builds on.

Owns reading, from module text, the settings module a WSGI or ASGI entry point selects
(`os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tcms.settings.product")`), the modules a settings module
star-imports (`from .base import *`, `from . import *`, inside a `try` or an `if` too), and a setting it then
turns off with a literal (`DEBUG = False`). With these the refuter tells a base module's development default
(`DEBUG = True` in `settings/common.py`) from the value a deployment runs with: the entry point's module
star-imports the base and switches the flag off after it, so whatever the base says, the served application
runs with it off. An entry point that computes its selection at run time, or a deployment module that binds DEBUG
again after turning it off, leaves the default counted. Resolving module names to files is the caller's (it knows
the project's layout).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import PurePosixPath
from typing import NamedTuple

_VARIABLE = "DJANGO_SETTINGS_MODULE"
# What marks a module as the served application's entry point: Django's own factories and handlers of the WSGI or
# ASGI callable, or a file name that says so (`wsgi.py`, `asgi.py`, Passenger's `passenger_wsgi.py`).
_ENTRY_CALLS = re.compile(r"\b(?:get_wsgi_application|get_asgi_application|WSGIHandler|ASGIHandler)\b")
_ENTRY_NAMES = re.compile(r"wsgi|asgi")
# Settings that show a debug page only while DEBUG is on: DEBUG off, they show nothing to a client.
DEBUG_PAGE_SETTINGS = frozenset({"DEBUG", "TEMPLATE_DEBUG"})
# Selections an entry point makes, and whether it also names the variable in a way not read (a value computed at
# run time, `os.environ.update(...)`): then what it serves is unknown.
Selections = tuple[list[tuple[int, str]], bool]


class StarImport(NamedTuple):
    line: int
    level: int  # the dots of a relative import (0: absolute)
    module: str  # the name after them ("" for `from . import *`)


def entry_point(path: str, text: str) -> bool:
    """Whether the module at PATH (TEXT) makes the served application: named for WSGI or ASGI, or calling Django's
    factory or handler of that callable. A `manage.py` selects the settings of commands and the development server,
    not of the served application."""
    return bool(_ENTRY_NAMES.search(PurePosixPath(path).stem) or _ENTRY_CALLS.search(text))


def selected_settings(tree: ast.Module) -> Selections:
    """(line, dotted module name) of each settings module the code of TREE selects with a literal
    (`os.environ.setdefault("DJANGO_SETTINGS_MODULE", "x.settings.prod")`, `os.environ["DJANGO_SETTINGS_MODULE"] =
    "x.settings.prod"`), and whether it names the variable anywhere else in its code (not in comments or
    docstrings, which are no code)."""
    found: list[tuple[int, str]] = []
    read: set[int] = set()  # ids of the variable's name nodes inside a selection read here
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "setdefault" \
                and len(node.args) == 2 and _is_variable(node.args[0]) and _literal(node.args[1]):
            found.append((node.lineno, node.args[1].value))  # type: ignore[attr-defined]
            read.add(id(node.args[0]))
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Subscript) \
                and _is_variable(node.targets[0].slice) and _literal(node.value):
            found.append((node.lineno, node.value.value))  # type: ignore[attr-defined]
            read.add(id(node.targets[0].slice))
    unread = any(_is_variable(node) and id(node) not in read for node in ast.walk(tree))
    return found, unread


def _is_variable(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value == _VARIABLE


def _literal(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def star_imports(tree: ast.Module) -> list[StarImport]:
    """The `from ... import *` statements at TREE's top level, in a `try` (any of its branches) or an `if` too:
    whichever branch runs, a name it binds is one of theirs."""
    return [StarImport(node.lineno, node.level, node.module or "") for node in _top_level(tree.body)
            if isinstance(node, ast.ImportFrom) and any(alias.name == "*" for alias in node.names)]


def turned_off(tree: ast.Module, setting: str, after: int) -> int | None:
    """The line of an assignment of SETTING at TREE's top level below line AFTER that turns the flag off with a
    literal (False, 0, "false", "no", "off", ""), when nothing below it binds SETTING again (an assignment of any
    form, in an `if`, a `try` or a `with` too, or `globals()`); None otherwise. One in an `if` or a `try` runs only
    sometimes: not counted. A star import below it is the caller's to read (see star_imports)."""
    off = next((node.lineno for node in reversed(tree.body) if isinstance(node, ast.Assign) and node.lineno > after
                and any(isinstance(target, ast.Name) and target.id == setting for target in node.targets)
                and _off(node.value)), None)
    if off is None:
        return None
    for node in ast.walk(tree):
        if getattr(node, "lineno", 0) <= off:
            continue
        if isinstance(node, ast.Name) and node.id == setting and isinstance(node.ctx, ast.Store) \
                or isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "globals":
            return None
    return off


def _off(node: ast.expr) -> bool:
    if not isinstance(node, ast.Constant):
        return False
    value = node.value
    return value is False or value == 0 and not isinstance(value, bool) or value is None \
        or isinstance(value, str) and value.strip().lower() in ("", "0", "false", "no", "off")


def _top_level(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements of a module's BODY that run when it is imported: at the top, and in each branch of an `if`
    or a `try` there (not in a function or a class)."""
    for stmt in body:
        yield stmt
        if isinstance(stmt, ast.If):
            yield from _top_level(stmt.body)
            yield from _top_level(stmt.orelse)
        elif isinstance(stmt, ast.Try):
            yield from _top_level(stmt.body)
            for handler in stmt.handlers:
                yield from _top_level(handler.body)
            yield from _top_level(stmt.orelse)
            yield from _top_level(stmt.finalbody)
