"""Test doubles that go through the real seams: a CodeView over a dict, and scripted providers.

A scripted provider implements the same `Provider` protocol as the builtin pair; it
returns recorded turns (objects, dicts or raw JSON text) so the orchestrator's own
validation and evidence checks are what the tests exercise.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from agent_providers.seam import Provider, RaiseTask, RefuteTask, Reply
from tickets.models import Role
from twokey.kernel.codeview import SourceFile
from twokey.kernel.contentstore import text_id
from twokey.kernel.errors import SnapshotReadError


class MemoryView:
    """A CodeView over a dict of path -> text."""

    def __init__(self, files: dict[str, str]) -> None:
        self.files = files

    def python_files(self) -> Iterator[SourceFile]:
        for path in sorted(self.files):
            if path.endswith(".py"):
                yield SourceFile(path, self.files[path])

    def read_text(self, path: str) -> str:
        if path not in self.files:
            raise SnapshotReadError(f"{path}: not in the snapshot")
        return self.files[path]

    def exists(self, path: str) -> bool:
        return path in self.files

    def content_id(self, path: str) -> str:
        try:
            return text_id(self.read_text(path))
        except (SnapshotReadError, OSError):
            return "-"

    def python_listing(self) -> list[tuple[str, str]]:
        return [(source.path, text_id(source.text)) for source in self.python_files()]


class ScriptedProvider(Provider):
    """Returns queued raise and refute turns in order, and records what it was shown."""

    name = "scripted"
    roles = frozenset({Role.RAISER, Role.REFUTER})

    def __init__(self, model: str, raises: Sequence[Any] = (), refutes: Sequence[Any] = ()) -> None:
        self.model = model
        self.raises, self.refutes = list(raises), list(refutes)
        self.calls: list[tuple[str, Any]] = []

    def raise_findings(self, task: RaiseTask) -> Reply:
        self.calls.append(("raise", list(task.paths)))
        return Reply(self._pop(self.raises, {"kind": "raise", "findings": []}))

    def refute(self, task: RefuteTask) -> Reply:
        self.calls.append(("refute", [item.fingerprint for item in task.findings]))
        turn = self._pop(self.refutes, {"kind": "refute", "verdicts": []})
        return Reply(turn(list(task.findings)) if callable(turn) else turn)

    @staticmethod
    def _pop(queue: list[Any], empty: Any) -> Any:
        item = queue.pop(0) if queue else empty
        if isinstance(item, Exception):
            raise item
        return item
