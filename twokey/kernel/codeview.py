"""Read-only views of code: the `CodeView` protocol every reader uses, and a view over a worktree.

A view only reads. The snapshot (`twokey.kernel.snapshot`) is the view of a pinned commit;
`WorktreeView` is the view of files on disk in a fix worktree. Both refuse secrets and escapes.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import NamedTuple, Protocol

from twokey.kernel.contentstore import text_id
from twokey.kernel.errors import SnapshotReadError
from twokey.kernel.paths import MAX_FILE_BYTES, is_secret_path
from twokey.kernel.pysource import Undecodable, decode_source


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

    def content_id(self, path: str) -> str:
        """An id that changes exactly when what `read_text(path)` gives changes ("-" if it gives nothing)."""
        ...

    def python_listing(self) -> list[tuple[str, str]]:
        """(path, content id) of every Python file `python_files` would offer, in the same order, unread."""
        ...


ABSENT = "-"


class WorktreeView:
    """A read-only CodeView over files on disk (the fix worktree); secrets and escapes are refused."""

    def __init__(self, root: Path, paths: Sequence[str]) -> None:
        self.root = root.resolve()
        self.paths = sorted(p for p in paths if p.endswith(".py") and not is_secret_path(p))

    def python_files(self) -> Iterator[SourceFile]:
        for path in self.paths:
            try:
                yield SourceFile(path, self.read_text(path))
            except SnapshotReadError:
                continue

    def read_text(self, path: str) -> str:
        if is_secret_path(path):
            raise SnapshotReadError(f"{path}: holds secrets; present, content withheld")
        full = (self.root / path).resolve()
        if self.root not in full.parents or full.is_symlink():
            raise SnapshotReadError(f"{path}: escapes the worktree, refused")
        try:
            if full.stat().st_size > MAX_FILE_BYTES:
                raise SnapshotReadError(f"{path}: too large")
            return decode_source(full.read_bytes())
        except (OSError, Undecodable) as error:
            raise SnapshotReadError(f"{path}: cannot be read ({type(error).__name__})") from None

    def exists(self, path: str) -> bool:
        return (self.root / path).is_file()

    def content_id(self, path: str) -> str:
        try:
            return text_id(self.read_text(path))
        except SnapshotReadError:
            return ABSENT

    def python_listing(self) -> list[tuple[str, str]]:
        return [(path, self.content_id(path)) for path in self.paths]
