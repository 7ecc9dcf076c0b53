import os
import tarfile
import zipfile

import psycopg2

from ..celery_app import app
from ..parsers.manifest import load_manifest
from ..settings import DROP_DIR, PG_DSN, WORK_DIR
from .media import make_thumbnails


@app.task
def unpack_tarball(partner, filename):
    src = os.path.join(DROP_DIR, partner, os.path.basename(filename))
    dest = os.path.join(WORK_DIR, partner)
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(src) as tar:
        tar.extractall(dest)
    manifest_path = os.path.join(dest, "manifest.yml")
    if os.path.exists(manifest_path):
        with open(manifest_path) as fh:
            manifest = load_manifest(fh.read()) or {}
        if manifest.get("price_expr"):
            reprice(partner, manifest["price_expr"])
    make_thumbnails.delay(partner, dest)
    return dest


@app.task
def unpack_zip(partner, filename):
    src = os.path.join(DROP_DIR, partner, os.path.basename(filename))
    dest = os.path.realpath(os.path.join(WORK_DIR, partner))
    os.makedirs(dest, exist_ok=True)
    with zipfile.ZipFile(src) as zf:
        for member in zf.infolist():
            target = os.path.realpath(os.path.join(dest, member.filename))
            if os.path.commonpath([dest, target]) != dest:
                raise ValueError(f"blocked member {member.filename!r}")
            zf.extract(member, dest)
    make_thumbnails.delay(partner, dest)
    return dest


def reprice(partner, price_expr):
    """Apply the partner's price rule from manifest.yml, e.g. ``price * 1.2``."""
    with psycopg2.connect(PG_DSN) as conn, conn.cursor() as cur:
        cur.execute("SELECT sku, price FROM products WHERE source = %s", (partner,))
        for sku, price in cur.fetchall():
            new_price = eval(price_expr, {"__builtins__": {}}, {"price": float(price or 0)})
            cur.execute("UPDATE products SET price = %s WHERE sku = %s", (round(new_price, 2), sku))
