"""Python idioms both slots read the same way, from the syntax alone.

Owns what a `try` around a folder's creation means: `try: os.mkdir(path) except OSError as e: if e.errno !=
errno.EEXIST: raise` (or `except FileExistsError: pass`) is Python 2's spelling of `makedirs(exist_ok=True)`: a
folder already there, planted by anyone, is taken as the program's own, unless the code then checks who owns it
(`os.lstat(path).st_uid != os.getuid()`), as Jinja2's and pyxdg's fixes for CVE-2014-1402 and CVE-2014-9301 do.

Also owns which modules are named for development, testing or as an example to copy (`settings/dev.py`,
`local_settings.py`, `settings_example.py`): what they configure is not what production runs.
"""

from __future__ import annotations

import ast
import re
from pathlib import PurePosixPath

# A word of a module's file name that says it configures development, testing or an example.
DEVELOPMENT_MODULE = re.compile(r"(^|[_.-])(dev|devel|development|devserver|local|test|testing|debug|example|"
                                r"sample)([_.-]|$)", re.IGNORECASE)


def development_module(path: str) -> bool:
    """Whether PATH is a module named for development, testing or as an example to copy."""
    return bool(DEVELOPMENT_MODULE.search(PurePosixPath(path).stem))

# Exceptions a failed mkdir raises when the folder exists (and the broad ones that include them).
_EXISTS_ERRORS = frozenset({"FileExistsError", "OSError", "IOError", "EnvironmentError", "error", "Exception",
                            "BaseException"})


def accepts_existing(stmt: ast.Try) -> bool:
    """Whether a handler of STMT carries on when what its body made already exists: it catches the error a
    failed mkdir raises, and does not leave (raise or return) whatever the error was."""
    return any(_catches_exists(handler.type) and not _leaves(handler.body) for handler in stmt.handlers)


def _catches_exists(node: ast.expr | None) -> bool:
    if node is None:
        return True  # a bare except
    names = node.elts if isinstance(node, ast.Tuple) else [node]
    return any(_last(name) in _EXISTS_ERRORS for name in names)


def _last(node: ast.expr) -> str:
    return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""


def _leaves(body: list[ast.stmt]) -> bool:
    """A raise or return among BODY's own statements: every path through the handler leaves."""
    return any(isinstance(stmt, (ast.Raise, ast.Return)) for stmt in body)


def checks_owner(scope: ast.AST) -> bool:
    """Whether SCOPE (a function) reads a file's owner (`.st_uid`): what it found there is checked, not followed."""
    return any(isinstance(node, ast.Attribute) and node.attr == "st_uid" for node in ast.walk(scope))
