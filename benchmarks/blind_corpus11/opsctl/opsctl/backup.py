from __future__ import annotations

import subprocess
import tarfile
import tempfile
from pathlib import Path

import requests

BUNDLE_PATH = "/tmp/opsctl-restore.tar.gz"


def snapshot(paths: list[str], dest: Path) -> Path:
    with tempfile.NamedTemporaryFile(suffix=".tar.gz", delete=False, dir=dest) as tmp:
        subprocess.run(["tar", "-czf", tmp.name, "--", *paths], check=True)
    return Path(tmp.name)


def restore_from_url(url: str, target: Path) -> list[str]:
    with requests.get(url, stream=True, timeout=60) as r:
        r.raise_for_status()
        with open(BUNDLE_PATH, "wb") as fh:
            for chunk in r.iter_content(1 << 16):
                fh.write(chunk)
    with tarfile.open(BUNDLE_PATH) as tar:
        names = tar.getnames()
        tar.extractall(target)
    return names


def restore_local(bundle: Path, target: Path) -> list[str]:
    with tarfile.open(bundle) as tar:
        tar.extractall(target, filter="data")
        return tar.getnames()
