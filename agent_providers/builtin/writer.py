"""The builtin writer: one mechanical LibCST fix per finding class, or a plain "no mechanical fix".

It writes only inside the fix worktree it is given, only the ticket's file, and applies a
critic's sealed patch only through the task's `apply_sealed`, which checks the seal first.
Feedback it has no mechanical answer to is declined, never papered over.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from agent_providers.builtin.writer_fixes import NoFix, fix
from agent_providers.seam import Provider, Reply, Usage, WriteTask
from tickets.fix import WriteOutcome, WriteTurn
from tickets.models import Role

_SKIPPED_DIRS = {".git", ".venv", "venv", "env", "node_modules", "__pycache__", ".tox", "build", "dist"}


class BuiltinWriter(Provider):
    name = "builtin"
    model = "libcst-codemods"
    roles = frozenset({Role.WRITER})
    deterministic = True

    def write(self, task: WriteTask) -> Reply:
        return Reply(self._turn(task), Usage())

    def _turn(self, task: WriteTask) -> WriteTurn:
        if task.sealed_patches:
            for patch in task.sealed_patches:
                task.apply_sealed(patch)
            numbers = ", ".join(str(patch.number) for patch in task.sealed_patches)
            return WriteTurn(outcome=WriteOutcome.CHANGED, summary=f"applied the critic's sealed patch {numbers} "
                             "after verifying its SHA-256", files=[])
        if task.feedback:
            return WriteTurn(outcome=WriteOutcome.NO_CHANGE, summary="the builtin writer knows one mechanical fix per "
                             "finding class and has no other answer to: " + "; ".join(task.feedback)[:1800])
        return self._first_fix(task)

    def _first_fix(self, task: WriteTask) -> WriteTurn:
        location = task.finding.primary
        path = _inside(task.worktree, location.path)
        try:
            source = path.read_text(encoding="utf-8")
            edit = fix(source, task.ticket.category, (location.start_line, location.end_line),
                       _project_texts(task.worktree))
        except NoFix as reason:
            return WriteTurn(outcome=WriteOutcome.NO_MECHANICAL_FIX, summary=str(reason)[:2000])
        except (OSError, UnicodeDecodeError) as error:
            return WriteTurn(outcome=WriteOutcome.NO_MECHANICAL_FIX,
                             summary=f"{location.path} cannot be read in the worktree ({type(error).__name__})")
        if edit.code == source:
            return WriteTurn(outcome=WriteOutcome.NO_MECHANICAL_FIX, summary="the mechanical fix changed nothing")
        path.write_text(edit.code, encoding="utf-8")
        return WriteTurn(outcome=WriteOutcome.CHANGED, summary=edit.summary, caveat=edit.caveat,
                         files=[location.path])


def _inside(root: Path, relative: str) -> Path:
    path = (root / relative).resolve()
    if root.resolve() not in path.parents or path.is_symlink():
        raise NoFix(f"{relative} escapes the worktree; refused")
    return path


def _project_texts(root: Path) -> Iterator[str]:
    """The worktree's Python files, read lazily (only a fix that must tell the SQL driver asks)."""
    for path in sorted(root.rglob("*.py")):
        if _SKIPPED_DIRS.isdisjoint(path.relative_to(root).parts):
            try:
                yield path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
