import io
import json
import os
import re
import shelve

from . import settings

PASTE_ID_RE = re.compile(r"^[0-9a-f]{16}$")


def paste_path(paste_id):
    if not PASTE_ID_RE.match(paste_id or ""):
        raise KeyError(paste_id)
    return os.path.join(settings.PASTE_DIR, paste_id + ".json")


def load(paste_id):
    with io.open(paste_path(paste_id), encoding="utf-8") as fh:
        return json.load(fh)


def save(paste_id, doc):
    with io.open(paste_path(paste_id), "w", encoding="utf-8") as fh:
        json.dump(doc, fh)


def meta_db():
    return shelve.open(os.path.join(settings.DATA_DIR, "meta.db"))
