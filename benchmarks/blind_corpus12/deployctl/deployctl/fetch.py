from __future__ import annotations

import os
import re
from pathlib import Path

import requests

from .config import ARTIFACT_TOKEN

_CD_NAME = re.compile(r'filename="?([^";]+)"?')


def _session() -> requests.Session:
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {ARTIFACT_TOKEN}"
    return s


def list_artifacts(base_url: str, app: str) -> list[dict]:
    resp = _session().get(f"{base_url}/v1/apps/{app}/artifacts", timeout=30)
    resp.raise_for_status()
    return resp.json()["artifacts"]


def download(base_url: str, app: str, build: str, dest: Path) -> Path:
    resp = _session().get(f"{base_url}/v1/apps/{app}/artifacts/{build}", stream=True, timeout=300)
    resp.raise_for_status()
    m = _CD_NAME.search(resp.headers.get("Content-Disposition", ""))
    name = m.group(1) if m else f"{app}-{build}.tar.gz"
    target = dest / name
    with open(target, "wb") as fh:
        for chunk in resp.iter_content(1 << 16):
            fh.write(chunk)
    return target


def download_manifest(base_url: str, app: str, build: str, dest: Path) -> Path:
    resp = _session().get(f"{base_url}/v1/apps/{app}/artifacts/{build}/manifest", timeout=30)
    resp.raise_for_status()
    target = dest / os.path.basename(resp.url.rsplit("/", 1)[-1] + ".json")
    target.write_bytes(resp.content)
    return target
