import hashlib
from pathlib import Path

CACHE = Path.home() / ".cache" / "opsctl" / "artifacts"


def artifact_cache_path(url):
    """Local cache location for a downloaded build artifact."""
    digest = hashlib.md5(url.encode()).hexdigest()
    return CACHE / digest[:2] / digest


def file_sha256(path, chunk=1 << 20):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(chunk), b""):
            h.update(block)
    return h.hexdigest()
