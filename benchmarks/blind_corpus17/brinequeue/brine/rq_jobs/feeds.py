import defusedxml.ElementTree as ET
import requests

from ..db import connect


def import_feed(feed_url, account_id):
    resp = requests.get(feed_url, timeout=15)
    root = ET.fromstring(resp.content)
    items = [(i.findtext("title"), i.findtext("link")) for i in root.iter("item")]
    with connect() as conn, conn.cursor() as cur:
        cur.executemany("INSERT INTO feed_items (account_id, title, link) VALUES (%s, %s, %s)",
                        [(account_id, t, l) for t, l in items])
    return len(items)
