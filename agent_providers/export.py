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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from twokey.kernel.errors import SnapshotReadError
from twokey.kernel.snapshot import Snapshot

READ_ONLY_FILE = stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH
READ_ONLY_DIR = READ_ONLY_FILE | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH


@contextmanager
def read_only_export(snapshot: Snapshot) -> Iterator[Path]:
    """Yield a folder holding every readable text file of SNAPSHOT, read-only; remove it on the way out."""
    root = Path(tempfile.mkdtemp(prefix="twokey-export-"))
    try:
        for path in snapshot.text_paths():
            try:
                text = snapshot.read_text(path)
            except SnapshotReadError:
                continue  # binary or undecodable: the snapshot lists it as skipped
            target = root / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            target.chmod(READ_ONLY_FILE)
        for directory, _, _ in os.walk(root, topdown=False):
            Path(directory).chmod(READ_ONLY_DIR)
        yield root
    finally:
        _remove(root)


def _remove(root: Path) -> None:
    for directory, _, _ in os.walk(root):
        Path(directory).chmod(stat.S_IRWXU)
    shutil.rmtree(root, ignore_errors=True)
