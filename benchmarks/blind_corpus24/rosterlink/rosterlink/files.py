import os
import tempfile
from pathlib import Path


def attachment_path(root: str, name: str) -> str:
    return os.path.join(root, "attachments", name)


def read_attachment(root: str, name: str) -> bytes:
    with open(attachment_path(root, name), "rb") as fh:
        return fh.read()


def safe_attachment_path(root: str, name: str) -> Path:
    base = (Path(root) / "attachments").resolve()
    p = (base / name).resolve()
    if base != p and base not in p.parents:
        raise ValueError(f"{name!r} escapes attachment store")
    return p


def read_attachment_safe(root: str, name: str) -> bytes:
    return safe_attachment_path(root, name).read_bytes()


def write_export(rows) -> str:
    path = tempfile.mktemp(prefix="roster-", suffix=".csv")
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(",".join(map(str, r)) + "\n")
    return path


def write_export_safe(rows) -> str:
    fd, path = tempfile.mkstemp(prefix="roster-", suffix=".csv")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(",".join(map(str, r)) + "\n")
    return path


def sync_lock():
    return open(os.path.join(tempfile.gettempdir(), "rosterlink-sync.lock"), "w")


def scratch():
    return tempfile.NamedTemporaryFile(prefix="rosterlink-", suffix=".tmp")
