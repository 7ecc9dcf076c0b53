"""Shared pieces for the fix tests: audited repositories, and scripted writers and critics.

Scripted roles are registered through `agent_providers.registry`, the same registration the
builtin writer and critic use, so the tests drive the real orchestrator and gates.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import git

from agent_providers.registry import Registration, Selection, registered
from agent_providers.seam import Provider, Reply, ReviewTask, WriteTask
from flows.audit.core import AuditRequest, run_audit
from flows.fix.core import FixRequest
from tests.conftest import make_repo
from tickets.fix import CriticTurn, WriteTurn
from tickets.models import Role
from tickets.records import Ticket
from tickets.store import Backlog
from twokey.kernel.settings import Settings

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
    settings = Settings(test_command=options.pop("test_cmd", PYTEST), test_timeout=options.pop("timeout", 120),
                        **options)
    return FixRequest(ticket_id=ticket.id, repo=Path(repo.working_tree_dir), settings=settings)


def ticket_now(repo: git.Repo, ticket_id: str) -> Ticket:
    return Backlog(Path(repo.working_tree_dir) / "docs" / "backlog").find(ticket_id).ticket


def worktrees(repo: git.Repo) -> list[str]:
    return [line for line in repo.git.worktree("list", "--porcelain").splitlines() if line.startswith("worktree ")]


class ScriptedWriter(Provider):
    """Runs WRITE(task) each round; a plain function decides what lands in the worktree."""

    name = "scripted"
    model = "scripted-writer"
    roles = frozenset({Role.WRITER})

    def __init__(self, write: Callable[[WriteTask], WriteTurn]) -> None:
        self._write = write

    def write(self, task: WriteTask) -> Reply:
        return Reply(self._write(task))


class ScriptedCritic(Provider):
    name = "scripted"
    model = "scripted-critic"
    roles = frozenset({Role.CRITIC})

    def __init__(self, turns: list[CriticTurn | dict | Callable[[ReviewTask], CriticTurn]]) -> None:
        self.turns = list(turns)
        self.seen: list[ReviewTask] = []

    def review(self, task: ReviewTask) -> Reply:
        self.seen.append(task)
        turn = self.turns.pop(0) if len(self.turns) > 1 else self.turns[0]
        return Reply(turn(task) if callable(turn) else turn)


@contextmanager
def scripted(writer: ScriptedWriter | None = None, critic: ScriptedCritic | None = None) -> Iterator[None]:
    """Register `scripted` as a provider filling the roles given, exactly as a plugin registers."""
    roles = {Role.WRITER: writer, Role.CRITIC: critic}

    def build(selection: Selection) -> Provider:
        provider = roles[selection.role]
        assert provider is not None
        return provider

    filled = frozenset(role for role, provider in roles.items() if provider is not None)
    with registered(Registration(name="scripted", roles=filled, build=build)):
        yield


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (old, path)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
