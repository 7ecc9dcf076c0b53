import hashlib
import tempfile

import requests


def download(mirror: str, manifest: dict) -> str:
    url = "%s/%s" % (mirror.rstrip("/"), manifest["archive"])
    target = tempfile.mktemp(suffix=".tar.gz", prefix="pinecone-")
    with requests.get(url, stream=True, timeout=60) as resp, open(target, "wb") as out:
        resp.raise_for_status()
        digest = hashlib.md5()
        for chunk in resp.iter_content(65536):
            digest.update(chunk)
            out.write(chunk)
    if digest.hexdigest() != manifest.get("md5"):
        raise ValueError("checksum mismatch for %s" % manifest["name"])
    return target
