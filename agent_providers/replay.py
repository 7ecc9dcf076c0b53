"""The `replay` provider: recorded turns played back in order, for dry runs and tests.

A recording is a JSON file `{"raise": [turn, ...], "refute": [turn, ...]}`. Turns are
returned exactly as recorded, unvalidated, so the orchestrator's own validation and
evidence checks are exercised as they are for any real provider. A dry run proves the
plumbing, never the judgement.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agent_providers.base import CodeView, FindingToJudge
from twokey.errors import UsageError


class ReplayProvider:
    name = "replay"

    def __init__(self, recording: Path) -> None:
        self.model = recording.name
        try:
            turns = json.loads(recording.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as error:
            raise UsageError(f"replay recording {recording} cannot be read ({error.__class__.__name__}); pass a JSON file of turns") from None
        if not isinstance(turns, dict):
            raise UsageError(f"replay recording {recording} is not a JSON object with 'raise' and 'refute' lists")
        self._queues: dict[str, list[Any]] = {kind: list(turns.get(kind, [])) for kind in ("raise", "refute")}

    def _next(self, kind: str, empty: dict[str, Any]) -> Any:
        queue = self._queues[kind]
        return queue.pop(0) if queue else empty

    def raise_findings(self, view: CodeView, paths: Sequence[str]) -> Any:
        return self._next("raise", {"kind": "raise", "findings": []})

    def refute(self, view: CodeView, findings: Sequence[FindingToJudge]) -> Any:
        return self._next("refute", {"kind": "refute", "verdicts": []})
