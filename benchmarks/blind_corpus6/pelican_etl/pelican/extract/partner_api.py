import hashlib
import json
import logging
import os

import requests

from .. import settings

log = logging.getLogger(__name__)

BASE = "https://api.faregate.example.com/v2"


def _sign(body):
    return hashlib.md5(settings.PARTNER_SIGNING_SECRET.encode() + body).hexdigest()


def list_updates(since):
    body = json.dumps({"since": since.isoformat()}).encode()
    resp = requests.post(
        f"{BASE}/updates",
        data=body,
        headers={"X-Signature": _sign(body), "Content-Type": "application/json"},
        timeout=60,
    )
    resp.raise_for_status()
    return resp.json()


def download_manifest_files(manifest, dest_dir):
    """The partner manifest lists this drop's files, each with an absolute href."""
    paths = []
    for entry in manifest["files"]:
        resp = requests.get(entry["href"], timeout=120, stream=True, headers={"X-Signature": _sign(b"")})
        resp.raise_for_status()
        local = os.path.join(dest_dir, os.path.basename(entry["name"]))
        with open(local, "wb") as fh:
            for chunk in resp.iter_content(1 << 16):
                fh.write(chunk)
        paths.append(local)
        log.info("fetched %s (%s)", entry["name"], entry.get("size"))
    return paths


def download_attachments(manifest, dest_dir):
    """Rule text PDFs referenced by a drop; kept next to the fares for audit."""
    for att in manifest.get("attachments", []):
        resp = requests.get(f"{BASE}/attachments/{int(att['id'])}", timeout=60)
        resp.raise_for_status()
        target = os.path.join(dest_dir, "attachments", att["filename"])
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as fh:
            fh.write(resp.content)
