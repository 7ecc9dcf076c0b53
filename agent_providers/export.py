"""A read-only export of the pinned commit for agents that read files from disk (the CLI agents).

Made for one call in a fresh temporary folder, files without write bits, secrets withheld (they
are listed by the snapshot but never written), and removed afterwards. Agents never get the
user's working tree.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from twokey.kernel.codeview import CodeView
from twokey.kernel.errors import SnapshotReadError
from twokey.kernel.paths import is_secret_path
from twokey.kernel.snapshot import Snapshot

READ_ONLY_FILE = stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH
READ_ONLY_DIR = READ_ONLY_FILE | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH


@contextmanager
def read_only_export(snapshot: Snapshot | CodeView,
                     overlay: Mapping[str, str | None] | None = None) -> Iterator[Path]:
    """Yield a folder holding every readable text file of SNAPSHOT, read-only; remove it on the way out.

    OVERLAY (path -> text, or None for a deleted file) changes files: the critic reads the pinned
    commit with the writer's change on top. Secret paths in it are withheld like the snapshot's own.
    """
    root = Path(tempfile.mkdtemp(prefix="twokey-export-"))
    try:
        for path in _listing(snapshot):
            try:
                _write(root, path, snapshot.read_text(path))
            except SnapshotReadError:
                continue  # binary or undecodable: the snapshot lists it as skipped
        for path, text in (overlay or {}).items():
            if not is_secret_path(path):
                _write(root, path, text)
        for directory, _, _ in os.walk(root, topdown=False):
            Path(directory).chmod(READ_ONLY_DIR)
        yield root
    finally:
        _remove(root)


def _listing(view: Snapshot | CodeView) -> list[str]:
    """Every admitted file of a snapshot; a plain view lists its Python files only."""
    text_paths = getattr(view, "text_paths", None)
    if callable(text_paths):
        return list(text_paths())
    return [source.path for source in view.python_files()]


def _write(root: Path, path: str, text: str | None) -> None:
    target = root / path
    if root.resolve() not in target.resolve().parents:
        return  # a path that escapes the export is never written
    if target.exists():
        target.unlink()
    if text is None:
        return  # deleted by the change being reviewed
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    target.chmod(READ_ONLY_FILE)


def _remove(root: Path) -> None:
    for directory, _, _ in os.walk(root):
        Path(directory).chmod(stat.S_IRWXU)
    shutil.rmtree(root, ignore_errors=True)
