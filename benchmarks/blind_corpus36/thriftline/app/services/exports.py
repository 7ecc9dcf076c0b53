import csv
import hashlib
import os
import subprocess
import tempfile

from ..config import get_settings


def statement_csv(member_id: int, rows) -> str:
    path = f"/tmp/statement_{member_id}.csv"
    with open(path, "w", newline="") as fh:
        csv.writer(fh).writerows(rows)
    return path


def encrypted_bundle(paths) -> bytes:
    recipient = get_settings().export_recipient
    with tempfile.TemporaryDirectory(prefix="thrift-") as work:
        out = os.path.join(work, "bundle.gpg")
        subprocess.run(["gpg", "--batch", "--yes", "--encrypt", "-r", recipient, "-o", out, *paths], check=True)
        with open(out, "rb") as fh:
            data = fh.read()
    return data


def checksum(data: bytes) -> str:
    return hashlib.md5(data, usedforsecurity=False).hexdigest()
