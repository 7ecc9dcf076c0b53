"""Nightly moulding catalogue refresh from the trade supplier."""
import defusedxml.lxml as defused_lxml
import requests
from lxml import etree

from .. import config
from ..celery_app import app
from ..db import cursor

FEED_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
FINISHES = ("natural", "waxed", "painted", "gilded", "stained")


@app.task
def refresh_mouldings():
    feed = requests.get(config.MOULDING_FEED, timeout=60)
    root = etree.fromstring(feed.content, FEED_PARSER)
    profiles = root.xpath("//moulding[@discontinued='false']")
    with cursor() as cur:
        for m in profiles:
            cur.execute(
                "INSERT INTO mouldings (code, finish, width_mm, price_m) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT (code) DO UPDATE SET price_m = EXCLUDED.price_m",
                (m.get("code"), m.findtext("finish"), int(m.findtext("width", "0")), float(m.findtext("price", "0"))),
            )
    return len(profiles)


def _cached_tree(feed_xml):
    return defused_lxml.fromstring(feed_xml)


@app.task
def mouldings_by_finish(feed_xml, finish):
    tree = _cached_tree(feed_xml)
    if finish not in FINISHES:
        return []
    return tree.xpath("//moulding[finish='%s']/@code" % finish)


@app.task
def mouldings_by_width(feed_xml, min_mm, max_mm):
    tree = _cached_tree(feed_xml)
    return tree.xpath("//moulding[width >= $lo and width <= $hi]/@code", lo=int(min_mm), hi=int(max_mm))
