"""Unpacking a downloaded sdist so that no member name leads out of the folder, on every Python 3.11.

PEP 706's `filter="data"` exists from Python 3.11.4 on; Debian 12's python3.11 is 3.11.2, where `extractall`
refuses the keyword. There, only the regular files and folders whose paths stay inside the destination are
extracted (links and devices are left out: an sdist's Python files are all these benchmarks read).
"""

from __future__ import annotations

import tarfile
from pathlib import Path


def extract_tar(tar: tarfile.TarFile, dest: Path) -> None:
    """Every member of TAR under DEST, none outside it."""
    if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
        tar.extractall(dest, filter="data")
        return
    root = Path(dest).resolve()
    inside = [member for member in tar.getmembers()
              if (member.isfile() or member.isdir()) and (root / member.name).resolve().is_relative_to(root)]
    tar.extractall(dest, members=inside)
