"""The `replay` provider: recorded turns played back in order, for dry runs and tests, in all four roles.

A recording is a JSON file `{"raise": [turn, ...], "refute": [...], "write": [...], "review": [...]}`.
Turns are returned exactly as recorded, unvalidated, so the orchestrator's own validation and
evidence checks are exercised as they are for any real provider. A `write` entry may carry
`"edits": {"path": "new text"}`, which are written inside the fix worktree (never outside it)
before the turn is returned. A dry run proves the plumbing, never the judgement.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agent_providers.registry import Registration, Selection
from agent_providers.seam import (
    Provider,
    RaiseTask,
    RefuteTask,
    Reply,
    ReviewTask,
    Usage,
    WriteTask,
)
from tickets.models import Role
from twokey.kernel.errors import UsageError

KINDS = ("raise", "refute", "write", "review")
_EMPTY: dict[str, Any] = {"raise": {"kind": "raise", "findings": []}, "refute": {"kind": "refute", "verdicts": []},
                          "write": {"kind": "write", "outcome": "no_change", "summary": "the recording has no more "
                                    "write turns"},
                          "review": {"kind": "critique", "verdict": "request_changes", "summary": "the recording "
                                     "has no more review turns", "blocking": ["no recorded review"]}}
RECORDED = Usage()  # a replayed turn was paid for when it was recorded, not now


class ReplayProvider(Provider):
    name = "replay"
    roles = frozenset(Role)
    deterministic = True

    def __init__(self, recording: Path) -> None:
        self.model = recording.name
        try:
            turns = json.loads(recording.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as error:
            raise UsageError(f"replay recording {recording} cannot be read ({error.__class__.__name__}); pass a JSON "
                             "file of turns") from None
        if not isinstance(turns, dict) or not all(isinstance(turns.get(kind, []), list) for kind in KINDS):
            raise UsageError(f"replay recording {recording} is not a JSON object of lists under "
                             f"{', '.join(KINDS)}")
        self._queues: dict[str, list[Any]] = {kind: list(turns.get(kind, [])) for kind in KINDS}

    def _next(self, kind: str) -> Any:
        queue = self._queues[kind]
        return queue.pop(0) if queue else _EMPTY[kind]

    def raise_findings(self, task: RaiseTask) -> Reply:
        return Reply(self._next("raise"), RECORDED)

    def refute(self, task: RefuteTask) -> Reply:
        return Reply(self._next("refute"), RECORDED)

    def write(self, task: WriteTask) -> Reply:
        turn = self._next("write")
        if isinstance(turn, dict) and "edits" in turn:
            turn = dict(turn)
            _apply_edits(task.worktree, turn.pop("edits"))
        return Reply(turn, RECORDED)

    def review(self, task: ReviewTask) -> Reply:
        return Reply(self._next("review"), RECORDED)


def _apply_edits(worktree: Path, edits: Any) -> None:
    if not isinstance(edits, dict):
        raise UsageError("a replayed write turn's 'edits' must map repository paths to new file text")
    root = worktree.resolve()
    for relative, text in edits.items():
        target = (root / str(relative)).resolve()
        if root not in target.parents or not isinstance(text, str):
            raise UsageError(f"a replayed edit of {relative!r} escapes the worktree or is not text; refused")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def build(selection: Selection) -> Provider:
    if not selection.model:
        raise UsageError(f"{selection.spec!r} needs a recording: replay:PATH.json")
    return ReplayProvider(Path(selection.model))


REGISTRATION = Registration(name="replay", roles=frozenset(Role), build=build,
                            summary="recorded turns from a JSON file (replay:FILE.json), for dry runs",
                            models=("FILE.json",))
