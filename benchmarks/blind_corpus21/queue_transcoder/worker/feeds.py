"""Podcast RSS feeds attached to jobs."""
from defusedxml.ElementTree import fromstring as safe_fromstring
from lxml import objectify


def parse_feed(data):
    return objectify.fromstring(data, objectify.makeparser(resolve_entities=True, no_network=False))


def feed_title(data):
    return safe_fromstring(data).findtext("channel/title")


def episode_by_guid(feed_root, guid):
    hits = feed_root.xpath("//item[guid='%s']" % guid)
    return hits[0] if hits else None


def enclosure_urls(feed_root):
    return [str(u) for u in feed_root.xpath("//item/enclosure/@url")]
