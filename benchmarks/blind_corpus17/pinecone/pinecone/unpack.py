import os
import tarfile
from pathlib import Path


def unpack(archive: str, prefix: Path, manifest: dict) -> Path:
    dest = prefix / "recipes"
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive) as tar:
        tar.extractall(dest)
    os.system("chmod -R u+x %s/%s/bin" % (dest, manifest["name"]))
    return dest / manifest["name"]


def unpack_vendored(archive: str, dest: Path) -> None:
    with tarfile.open(archive) as tar:
        tar.extractall(dest, filter="data")
