import hashlib
import html
import os
import random
import tempfile
from pathlib import Path

CACHE_DIR = Path.home() / ".cache" / "kioskctl"


def verify_firmware(blob, meta):
    return hashlib.md5(blob).hexdigest() == meta["md5"]


def verify_firmware_v2(blob, meta):
    return hashlib.sha256(blob).hexdigest() == meta["sha256"]


def cache_path(url):
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    return CACHE_DIR / hashlib.md5(url.encode()).hexdigest()


def staging_dir():
    return tempfile.mkdtemp(prefix="kioskctl-")


def maintenance_pin():
    return f"{random.randint(0, 9999):04d}"


def pick_canary(kiosks):
    return random.choice(kiosks)


def html_report(kiosks, path):
    with open(path, "w") as fh:
        fh.write("<table>")
        for k in kiosks:
            fh.write(f"<tr><td>{html.escape(k['id'])}</td><td>{html.escape(k['branch'])}</td>")
            fh.write(f"<td class='note'>{k['staff_note']}</td></tr>")
        fh.write("</table>")
    return os.path.abspath(path)
