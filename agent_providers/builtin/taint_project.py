"""What the taint slot knows about the whole snapshot, beyond the module it is reading.

Owns the project-wide facts one module's analysis may ask for: which identifiers other
files mention (so a function is called dead only when nothing anywhere names it and no
name is built at run time that could reach it), and whether the project is a library
(packaging metadata), whose public functions are called by code outside the snapshot.
It holds names and flags, never code, and reads the snapshot only through the `CodeView`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from agent_providers.builtin.taint_rules import TEST_PATH
from twokey.kernel.codeview import CodeView

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A string literal that starts a name built at run time: "do_" + verb, f"on_{event}",
# "handle_%s" % kind, "visit_{}".format(node): any function whose name it begins may be
# looked up by that name (getattr, globals(), a registry), so none of them is provably dead.
_NAME_PREFIX = re.compile(r"""["']([A-Za-z_][A-Za-z0-9_]*)(?:["']\s*\+|%s|%\(|\{)""")
# Packaging metadata that makes the snapshot a distributable library.
_PACKAGING = {"setup.py": "", "setup.cfg": "[metadata]", "pyproject.toml": "[project]"}
_POETRY = "[tool.poetry]"


@dataclass
class Usage:
    """Which identifiers each part of the project mentions: non-test files, and test files.

    Built from the text of every Python file, one file at a time, only when a judgement
    needs to know who mentions a name; it holds names, never code."""

    live: dict[str, str] = field(default_factory=dict)  # name -> first non-test path mentioning it
    live_many: set[str] = field(default_factory=set)  # names mentioned by two or more non-test files
    tests: dict[str, str] = field(default_factory=dict)  # name -> first test path mentioning it
    prefixes: set[str] = field(default_factory=set)  # literal starts of names built at run time
    library: bool = False  # the snapshot carries packaging metadata: outside code calls its public API

    @classmethod
    def of(cls, view: CodeView) -> Usage:
        usage = cls(library=is_library(view))
        for source in view.python_files():
            usage.add(source.path, source.text)
        return usage

    def add(self, path: str, text: str) -> None:
        names = set(_IDENT.findall(text))
        self.prefixes.update(_NAME_PREFIX.findall(text))
        if TEST_PATH.search(path):
            for name in names:
                self.tests.setdefault(name, path)
            return
        for name in names:
            first = self.live.setdefault(name, path)
            if first != path:
                self.live_many.add(name)

    def used_elsewhere(self, name: str, path: str) -> bool:
        return name in self.live_many or self.live.get(name, path) != path

    def mentioned_outside(self, name: str, path: str) -> bool:
        """Whether any file but PATH (test files included) names NAME."""
        return self.used_elsewhere(name, path) or name in self.tests and self.tests[name] != path

    def built_at_run_time(self, name: str) -> str | None:
        """A literal that starts NAME and is completed at run time somewhere in the project."""
        return next((p for p in sorted(self.prefixes) if name.startswith(p) and name != p), None)


def is_library(view: CodeView) -> bool:
    """Whether the snapshot is packaged for others to import (its public functions have outside callers)."""
    for name, marker in _PACKAGING.items():
        try:
            if not view.exists(name):
                continue
            text = view.read_text(name)
        except Exception:  # withheld metadata says nothing either way; err toward "library"
            return True
        if not marker or marker in text or _POETRY in text:
            return True
    return False


class Project:
    """The project-wide facts of one snapshot, computed lazily and at most once."""

    def __init__(self, view: CodeView) -> None:
        self.view = view
        self._usage: Usage | None = None

    @property
    def usage(self) -> Usage:
        if self._usage is None:
            self._usage = Usage.of(self.view)
        return self._usage

    def unused_private(self, name: str, path: str) -> bool:
        """NAME (a private function of PATH) is named by no other file, and no name built at run time can reach it."""
        usage = self.usage
        return not usage.mentioned_outside(name, path) and usage.built_at_run_time(name) is None

    def outside(self, path: str) -> ModuleOutside:
        """The face of the project that the analysis of PATH sees."""
        return ModuleOutside(self, path)


@dataclass(frozen=True)
class ModuleOutside:
    """The project as one module's analysis sees it (the `Outside` of taint_expr)."""

    project: Project
    path: str

    def unused(self, name: str) -> bool:
        return self.project.unused_private(name, self.path)
