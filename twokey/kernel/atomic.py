"""Writing a file all or nothing: a temp file beside it, fsync, then rename over it.

Owns the one atomic writer every twokey file goes through (tickets, the index, the ledger's
compaction and metadata). It never leaves a half-written file behind: on any failure the old
file stays as it was and the temp file is removed.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from contextlib import suppress
from pathlib import Path


def atomic_write(path: Path, chunks: str | Iterable[str]) -> None:
    """Write CHUNKS to PATH all or nothing: if anything fails, the old file is left as it was."""
    descriptor, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8", newline="") as handle:
            for chunk in [chunks] if isinstance(chunks, str) else chunks:
                handle.write(chunk)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, _mode_for(path))
        os.replace(temp, path)
    except BaseException:
        with suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    _fsync_directory(path.parent)


def _mode_for(path: Path) -> int:
    # mkstemp creates 0600; a ticket is a document for the team, so keep or use 0644.
    with suppress(FileNotFoundError):
        return path.stat().st_mode & 0o777
    return 0o644


def _fsync_directory(directory: Path) -> None:
    # Makes the rename itself durable; some file systems refuse, which loses nothing else.
    with suppress(OSError):
        descriptor = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
