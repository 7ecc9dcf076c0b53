"""Map tile mirroring: the registry publishes zipped tile packs per region."""
import hashlib
import os
import tempfile
import zipfile

import requests

from .config import TOPO_TILE_KEY


def download_pack(url):
    r = requests.get(url, params={"key": TOPO_TILE_KEY}, timeout=300)
    r.raise_for_status()
    with open("/tmp/trailmap_tilepack.zip", "wb") as fh:
        fh.write(r.content)
    return fh.name


def extract_pack(pack_path, dest_dir):
    with zipfile.ZipFile(pack_path) as zf:
        for member in zf.infolist():
            if member.is_dir():
                continue
            target = os.path.join(dest_dir, member.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with zf.open(member) as src, open(target, "wb") as dst:
                dst.write(src.read())


def tile_cache_name(z, x, y, style):
    return hashlib.sha1(("%s/%d/%d/%d" % (style, z, x, y)).encode()).hexdigest() + ".png"


def render_overview(dest_dir):
    with tempfile.TemporaryDirectory(prefix="trailmap_") as work:
        listing = os.path.join(work, "tiles.txt")
        with open(listing, "w") as fh:
            for root, _, files in os.walk(dest_dir):
                for f in files:
                    fh.write(os.path.join(root, f) + "\n")
        return sum(1 for _ in open(listing))
