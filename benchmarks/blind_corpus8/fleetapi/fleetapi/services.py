import os
import re
import tempfile

import httpx

from .config import get_settings

_MODEL_RE = re.compile(r"[^A-Za-z0-9_-]+")


def geocode(address: str) -> tuple[float, float] | None:
    settings = get_settings()
    resp = httpx.get(f"{settings.geocoder_url}/search", params={"q": address, "limit": 1}, timeout=5)
    resp.raise_for_status()
    hits = resp.json().get("features", [])
    if not hits:
        return None
    lon, lat = hits[0]["geometry"]["coordinates"]
    return lat, lon


def store_blob(root: str, model: str, data: bytes) -> str:
    folder = os.path.join(root, _MODEL_RE.sub("_", model) or "unknown")
    os.makedirs(folder, exist_ok=True)
    fd, tmp_path = tempfile.mkstemp(dir=folder, suffix=".part")
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    final = tmp_path[: -len(".part")] + ".bin"
    os.replace(tmp_path, final)
    return os.path.basename(final)
