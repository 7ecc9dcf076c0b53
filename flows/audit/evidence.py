"""The orchestrator's own check of every quote an agent cites, against the pinned code.

A path must exist in the snapshot and a quote must occur at or near its cited lines.
This is the gate that keeps a hallucinated path or quote out of the backlog: it never
trusts an agent's word that the code says what it quotes.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass

from tickets.models import Evidence, Finding
from tickets.redact import matches_redacted
from twokey.kernel.codeview import CodeView
from twokey.kernel.errors import SnapshotReadError

# How far, in lines, a quote may sit from the lines it cites and still count as "near".
NEAR_LINES = 3
# Files kept split into lines at once: enough for one file's findings, which come together, and flat in
# repository size (64 held 2.2 MB of Django at the audit's peak).
CACHED_FILES = 16
_SPACE = re.compile(r"\s+")


def _normalise(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


@dataclass(frozen=True)
class Check:
    ok: bool
    reason: str = ""


class EvidenceChecker:
    """Checks quotes against one snapshot, caching each file's lines for the run."""

    def __init__(self, view: CodeView, near: int = NEAR_LINES) -> None:
        self._view = view
        self._near = near
        self._lines: OrderedDict[str, list[str] | None] = OrderedDict()

    def check_evidence(self, evidence: Evidence) -> Check:
        lines = self._file_lines(evidence.path)
        if lines is None:
            return Check(False, f"{evidence.path} does not exist or cannot be read in the snapshot")
        if evidence.start_line > len(lines):
            return Check(False, f"{evidence.path}:{evidence.lines} is past the end of the file ({len(lines)} lines)")
        first = max(0, evidence.start_line - 1 - self._near)
        last = min(len(lines), evidence.end_line + self._near)
        window = _normalise("\n".join(lines[first:last]))
        if _normalise(evidence.quote) not in window:
            return Check(False, f"quote not found at or near {evidence.path}:{evidence.lines}")
        return Check(True)

    def check_all(self, evidence: Iterable[Evidence]) -> Check:
        items = list(evidence)
        if not items:
            return Check(False, "no evidence given")
        for item in items:
            check = self.check_evidence(item)
            if not check.ok:
                return check
        return Check(True)

    def check_finding(self, finding: Finding) -> Check:
        for location in finding.locations:
            if self._file_lines(location.path) is None:
                return Check(False, f"{location.path} does not exist or cannot be read in the snapshot")
        return self.check_all(finding.evidence)

    def still_present(self, path: str, quote: str) -> bool:
        """Whether QUOTE still occurs anywhere in PATH: a ticket whose code is gone is resolved.

        Stored quotes are redacted, so a mask matches whatever secret is on that line.
        """
        lines = self._file_lines(path)
        return lines is not None and matches_redacted(_normalise(quote), _normalise("\n".join(lines)))

    def _file_lines(self, path: str) -> list[str] | None:
        if path in self._lines:
            self._lines.move_to_end(path)
            return self._lines[path]
        try:
            lines: list[str] | None = self._view.read_text(path).splitlines()
        except SnapshotReadError:
            lines = None
        self._lines[path] = lines
        if len(self._lines) > CACHED_FILES:
            self._lines.popitem(last=False)
        return lines


def independent(confirming: Iterable[Evidence], raised: Iterable[Evidence]) -> list[Evidence]:
    """The confirming evidence that does not merely echo the raiser's own quotes."""
    echoed = {(item.path, _normalise(item.quote)) for item in raised}
    return [item for item in confirming if (item.path, _normalise(item.quote)) not in echoed]
