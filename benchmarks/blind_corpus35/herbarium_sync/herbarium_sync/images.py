import hashlib
import os
import subprocess
import tempfile

import requests


def fetch_media(record, image_dir, session=None):
    """Download every image URL listed in a portal record and make a web thumbnail."""
    session = session or requests.Session()
    saved, seen = [], set()
    for i, media in enumerate(record.get("media", [])):
        resp = session.get(media["identifier"], timeout=60)
        resp.raise_for_status()
        digest = hashlib.sha1(resp.content).hexdigest()
        if digest in seen:
            continue
        seen.add(digest)
        name = media.get("title") or f"{record['catalogNumber']}-{i}.jpg"
        with tempfile.TemporaryDirectory() as work:
            raw = os.path.join(work, "raw")
            with open(raw, "wb") as fh:
                fh.write(resp.content)
            thumb = os.path.join(image_dir, "thumbs", name)
            subprocess.run(f"convert {raw} -thumbnail 600x600 '{thumb}'", shell=True, check=True)
        saved.append(thumb)
    return saved
