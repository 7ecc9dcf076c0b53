import hashlib
import os
import tarfile
from pathlib import Path

import requests

type Manifest = dict[str, str | list[str]]


def download(url: str, dest: Path) -> Path:
    target = dest / url.rsplit("/", 1)[-1]
    with requests.get(url, stream=True, timeout=60) as resp:
        resp.raise_for_status()
        with open(target, "wb") as fh:
            for chunk in resp.iter_content(1 << 16):
                fh.write(chunk)
    return target


def verify_legacy(path: Path, manifest: Manifest) -> bool:
    data = path.read_bytes()
    return hashlib.md5(data).hexdigest() == manifest["md5"]


def verify(path: Path, manifest: Manifest) -> bool:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 16), b""):
            h.update(chunk)
    return h.hexdigest() == manifest["sha256"]


def unpack(archive: Path, dest: Path) -> None:
    with tarfile.open(archive) as tar:
        tar.extractall(dest)


def unpack_checked(archive: Path, dest: Path) -> None:
    with tarfile.open(archive) as tar:
        tar.extractall(dest, filter="data")


def staging_area(app: str) -> Path:
    root = Path(os.environ.get("OPSCTL_STAGING", Path.home() / ".cache" / "opsctl" / "staging"))
    path = root / app
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    return path
