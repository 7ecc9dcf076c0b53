import json
import os
import re

from . import db, settings

_SLUG = re.compile(r"[^a-z0-9]+")


def slugify(title):
    return _SLUG.sub("-", title.lower()).strip("-")[:60] or "feed"


def export_feed(feed_id):
    conn = db.connect()
    feed = conn.execute("SELECT id, title FROM feeds WHERE id = ?", (feed_id,)).fetchone()
    rows = conn.execute("SELECT guid, title, link, published FROM entries WHERE feed_id = ?", (feed_id,)).fetchall()
    path = os.path.join(settings.EXPORT_DIR, slugify(feed["title"]) + ".json")
    with open(path, "w") as fh:
        json.dump([dict(r) for r in rows], fh, indent=1)
    return path
