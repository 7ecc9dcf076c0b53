"""Cue-sheet import: presenters upload XML exported from their playout software."""
from defusedxml import ElementTree as SafeET
from lxml import etree


def parse_cue_sheet(data: bytes):
    root = etree.fromstring(data, etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False))
    return root


def parse_legacy_cue(data: bytes):
    root = SafeET.fromstring(data)
    return [(t.get("artist"), t.get("title")) for t in root.iter("track")]


def tracks_by_artist(root, artist):
    return root.xpath("//track[@artist='%s']/@title" % artist)


def track_by_id(root, track_id):
    return root.xpath("//track[@id=$tid]", tid=track_id)
