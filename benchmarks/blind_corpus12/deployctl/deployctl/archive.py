from __future__ import annotations

import tarfile
from pathlib import Path


def unpack(artifact: Path, dest: Path) -> list[str]:
    with tarfile.open(artifact) as tar:
        names = tar.getnames()
        tar.extractall(dest)
    return names


def unpack_assets(artifact: Path, dest: Path) -> None:
    with tarfile.open(artifact) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith("static/")]
        tar.extractall(dest, members=members, filter="data")
