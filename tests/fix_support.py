"""Shared pieces for the fix tests: audited repositories, and scripted writers and critics.

Scripted roles are registered through `flows.fix_contracts.register`, the same seam the
builtin writer and critic use, so the tests drive the real orchestrator and gates.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import git

from flows.audit_core import AuditRequest, run_audit
from flows.fix_contracts import (
    CriticTurn,
    ReviewTask,
    WriteTask,
    WriteTurn,
    register,
    unregister,
)
from flows.fix_core import FixRequest
from tests.conftest import make_repo
from tickets.records import Ticket
from tickets.store import Backlog

PYTEST = f"{sys.executable} -m pytest -q"

APP = '''"""A small service with two classic defects."""
import hashlib
import yaml
from flask import request


def load_settings():
    return yaml.load(request.data)


def fingerprint_password(password):
    return hashlib.md5(request.args["pw"].encode()).hexdigest()
'''
UTIL = '''def add(a, b):
    return a + b
'''
TESTS = '''from util import add


def test_add():
    assert add(1, 2) == 3


def test_add_negative():
    assert add(-1, 1) == 0
'''


def audited(root: Path, files: dict[str, str] | None = None) -> tuple[git.Repo, dict[str, Ticket]]:
    """A git repository at ROOT with FILES, audited by the builtin pair; tickets keyed by category."""
    repo = make_repo(root, files or {"app.py": APP, "util.py": UTIL, "tests/test_util.py": TESTS})
    run_audit(AuditRequest(path=root))
    files_, corrupt = Backlog(root / "docs" / "backlog").load()
    assert not corrupt
    return repo, {file.ticket.category: file.ticket for file in files_}


def request_for(repo: git.Repo, ticket: Ticket, **options) -> FixRequest:
    return FixRequest(ticket_id=ticket.id, repo=Path(repo.working_tree_dir), test_cmd=options.pop("test_cmd", PYTEST),
                      timeout=options.pop("timeout", 120), **options)


def ticket_now(repo: git.Repo, ticket_id: str) -> Ticket:
    return Backlog(Path(repo.working_tree_dir) / "docs" / "backlog").find(ticket_id).ticket


def worktrees(repo: git.Repo) -> list[str]:
    return [line for line in repo.git.worktree("list", "--porcelain").splitlines() if line.startswith("worktree ")]


class ScriptedWriter:
    """Runs WRITE(task) each round; a plain function decides what lands in the worktree."""

    name = "scripted"
    model = "scripted-writer"

    def __init__(self, write: Callable[[WriteTask], WriteTurn]) -> None:
        self._write = write

    def write(self, task: WriteTask) -> WriteTurn:
        return self._write(task)


class ScriptedCritic:
    name = "scripted"
    model = "scripted-critic"

    def __init__(self, turns: list[CriticTurn | dict | Callable[[ReviewTask], CriticTurn]]) -> None:
        self.turns = list(turns)
        self.seen: list[ReviewTask] = []

    def review(self, task: ReviewTask) -> CriticTurn | dict:
        self.seen.append(task)
        turn = self.turns.pop(0) if len(self.turns) > 1 else self.turns[0]
        return turn(task) if callable(turn) else turn


@contextmanager
def scripted(writer: ScriptedWriter | None = None, critic: ScriptedCritic | None = None) -> Iterator[None]:
    if writer is not None:
        register("writer", "scripted", lambda: writer)
    if critic is not None:
        register("critic", "scripted", lambda: critic)
    try:
        yield
    finally:
        unregister("writer", "scripted")
        unregister("critic", "scripted")


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (old, path)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
