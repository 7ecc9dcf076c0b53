"""The provider seam: the small interface every slot's provider implements.

A provider only reads the pinned snapshot through a `CodeView` and returns turns as
validated contracts. It never writes to the target, and it never moves run state: the
orchestrator validates each turn again and checks every quote against the code.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple, Protocol, runtime_checkable

from tickets.models import Finding, RaiseTurn, RefuteTurn


class SourceFile(NamedTuple):
    path: str  # relative to the repository root, forward slashes
    text: str


class CodeView(Protocol):
    """Read-only access to one pinned commit. Paths are repository-relative."""

    def python_files(self) -> Iterator[SourceFile]:
        """Every readable Python file in the snapshot, streamed one at a time."""
        ...

    def read_text(self, path: str) -> str:
        """The decoded text of one file; raises `SnapshotReadError` if it is withheld."""
        ...

    def exists(self, path: str) -> bool: ...


class FindingToJudge(NamedTuple):
    fingerprint: str
    finding: Finding


@runtime_checkable
class Provider(Protocol):
    """What runs a slot. `name` is the provider axis; `model` tells analysers apart."""

    name: str
    model: str

    def raise_findings(self, view: CodeView, paths: Sequence[str]) -> RaiseTurn:
        """Raise findings about the given Python files of the snapshot."""
        ...

    def refute(self, view: CodeView, findings: Sequence[FindingToJudge]) -> RefuteTurn:
        """Try to refute each finding; answer with one verdict per fingerprint."""
        ...
