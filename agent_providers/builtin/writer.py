"""The builtin writer: one mechanical LibCST fix per finding class, or a plain "no mechanical fix".

It writes only inside the fix worktree it is given, only the ticket's file, and applies a
critic's sealed patch only through the task's `apply_sealed`, which checks the seal first.
Feedback it has no mechanical answer to is declined, never papered over.
"""

from __future__ import annotations

import difflib
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
        """The mechanical fix at every place of the finding (one flow's sinks are several), file by file."""
        places: dict[str, list[tuple[int, int]]] = {}
        for location in task.finding.locations:
            places.setdefault(location.path, []).append((location.start_line, location.end_line))
        edits: dict[str, tuple[Path, str]] = {}
        summaries: list[str] = []
        caveats: list[str] = []
        for relative, spans in places.items():
            path = _inside(task.worktree, relative)
            try:
                source = path.read_text(encoding="utf-8")
                code = source
                for span in spans:
                    edit = fix(code, task.ticket.category, _moved(source, code, span), _project_texts(task.worktree))
                    code = edit.code
                    summaries.append(edit.summary)
                    caveats.append(edit.caveat)
            except NoFix as reason:
                return WriteTurn(outcome=WriteOutcome.NO_MECHANICAL_FIX, summary=str(reason)[:2000])
            except (OSError, UnicodeDecodeError) as error:
                return WriteTurn(outcome=WriteOutcome.NO_MECHANICAL_FIX,
                                 summary=f"{relative} cannot be read in the worktree ({type(error).__name__})")
            if code != source:
                edits[relative] = (path, code)
        if not edits:
            return WriteTurn(outcome=WriteOutcome.NO_MECHANICAL_FIX, summary="the mechanical fix changed nothing")
        for path, code in edits.values():
            path.write_text(code, encoding="utf-8")
        return WriteTurn(outcome=WriteOutcome.CHANGED, summary="; ".join(dict.fromkeys(summaries))[:2000],
                         caveat="; ".join(dict.fromkeys(c for c in caveats if c))[:2000],
                         files=list(edits))


def _moved(before: str, after: str, span: tuple[int, int]) -> tuple[int, int]:
    """SPAN's lines in BEFORE, where they are in AFTER (an earlier fix of the same file may have added an import
    or a line above them); a line an earlier fix rewrote keeps its number."""
    if before == after:
        return span
    shift = 0
    matcher = difflib.SequenceMatcher(None, before.splitlines(), after.splitlines(), autojunk=False)
    for block in matcher.get_matching_blocks():  # in order: the last one starting at or above the span counts
        if block.size and block.a <= span[0] - 1:
            shift = block.b - block.a
    return span[0] + shift, span[1] + shift


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
