"""Which Django settings module a deployment runs, and what it turns off over the modules it builds on.

Owns reading, from module text, the settings module a WSGI or ASGI entry point selects
(`os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tcms.settings.product")`), the modules a settings module
star-imports (`from .base import *`, `from . import *`, inside a `try` or an `if` too), and a setting it then
turns off with a literal (`DEBUG = False`). With these the refuter tells a base module's development default
(`DEBUG = True` in `settings/common.py`) from the value a deployment runs with: the entry point's module
star-imports the base and switches the flag off after it, so whatever the base says, the served application
runs with it off. Resolving module names to files is the caller's (it knows the project's layout).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import PurePosixPath
from typing import NamedTuple

# `os.environ.setdefault("DJANGO_SETTINGS_MODULE", "x.settings.prod")` or `os.environ["DJANGO_SETTINGS_MODULE"] = ...`
_SELECTED = re.compile(r"""DJANGO_SETTINGS_MODULE["']\s*(?:,|\]\s*=)\s*["']([\w.]+)["']""")
# What marks a module as the served application's entry point: Django's own factories of the WSGI or ASGI
# callable, or the file names `startproject` gives them.
_ENTRY_CALLS = re.compile(r"\bget_(?:wsgi|asgi)_application\b")
_ENTRY_NAMES = frozenset({"wsgi", "asgi"})
# Settings that show a debug page only while DEBUG is on: DEBUG off, they show nothing to a client.
DEBUG_PAGE_SETTINGS = frozenset({"DEBUG", "TEMPLATE_DEBUG"})


class StarImport(NamedTuple):
    line: int
    level: int  # the dots of a relative import (0: absolute)
    module: str  # the name after them ("" for `from . import *`)


def selected_settings(path: str, text: str) -> list[tuple[int, str]]:
    """(line, dotted module name) of each settings module TEXT selects, when it is a WSGI or ASGI entry point
    (named wsgi.py or asgi.py, or calling Django's factory of that callable); none for any other module (a
    `manage.py` selects the settings of commands and the development server, not of the served application)."""
    if PurePosixPath(path).stem not in _ENTRY_NAMES and not _ENTRY_CALLS.search(text):
        return []
    return [(text.count("\n", 0, match.start()) + 1, match.group(1)) for match in _SELECTED.finditer(text)]


def star_imports(tree: ast.Module) -> list[StarImport]:
    """The `from ... import *` statements at TREE's top level, in a `try` (any of its branches) or an `if` too:
    whichever branch runs, a name it binds is one of theirs."""
    return [StarImport(node.lineno, node.level, node.module or "") for node in _top_level(tree.body)
            if isinstance(node, ast.ImportFrom) and any(alias.name == "*" for alias in node.names)]


def turned_off(tree: ast.Module, setting: str, after: int) -> int | None:
    """The line of the last assignment of SETTING at TREE's top level below line AFTER, when it assigns a literal
    that turns the flag off (False, 0, "false", "no", "off", ""); None when there is none or the last is anything
    else (a value read at run time, or True again). One in an `if` or a `try` runs only sometimes: not counted."""
    last: tuple[int, ast.expr] | None = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and node.lineno > after \
                and any(isinstance(target, ast.Name) and target.id == setting for target in node.targets):
            last = (node.lineno, node.value)
    if last is None or not _off(last[1]):
        return None
    return last[0]


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
