import datetime
import os
import subprocess
import tempfile

import requests

from .catalog import Catalog
from .crypto import archive_nonce, legacy_cipher


def run_backup(cfg, host, paths, dest_dir):
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%S")
    workdir = tempfile.mkdtemp(prefix="opsctl-")
    archive = os.path.join(workdir, "%s-%s.tar.gz" % (host["name"], stamp))
    subprocess.run("tar czf %s %s" % (archive, " ".join(paths)), shell=True, check=True)
    Catalog(cfg.catalog).record(host, archive, stamp)
    return archive


def encrypt_legacy(archive):
    staging = tempfile.mktemp(prefix="opsctl-enc-")
    with open(archive, "rb") as src, open(staging, "wb") as dst:
        dst.write(archive_nonce())
        dst.write(legacy_cipher().encrypt(src.read()))
    return staging


def notify(cfg, text):
    if cfg.webhook:
        requests.post(cfg.webhook, json={"text": text}, timeout=10)
