"""Import back-catalogue episodes from a show's old RSS feed."""
import os
import pickle
from urllib.parse import urlparse

import defusedxml.ElementTree as DET
import requests
from lxml import etree

from .. import settings
from ..celery_app import celery

_RSS_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False, recover=True)


@celery.task
def import_feed(payload):
    resp = requests.get(payload["feed_url"], timeout=30)
    root = etree.fromstring(resp.content, _RSS_PARSER)
    guid = payload.get("only_guid")
    items = root.xpath(f"//item[guid='{guid}']") if guid else root.xpath("//item")
    return [i.findtext("title") for i in items]


@celery.task
def import_partner_feed(payload):
    url = payload["feed_url"]
    parts = urlparse(url)
    if parts.scheme != "https" or parts.hostname not in settings.FEED_IMPORT_HOSTS:
        raise ValueError("feed host not allowed")
    resp = requests.get(url, timeout=30)
    root = DET.fromstring(resp.content)
    return [i.findtext("title") for i in root.iter("item")]


@celery.task
def episode_by_guid(payload):
    resp = requests.get(f"https://feeds.hedgerow.audio/{int(payload['show_id'])}.xml", timeout=30)
    root = etree.fromstring(resp.content, etree.XMLParser(resolve_entities=False, no_network=True))
    return [i.findtext("title") for i in root.xpath("//item[guid=$g]", g=payload["guid"])]


def cached_catalogue(show_id):
    path = os.path.join(settings.CACHE_DIR, f"catalogue-{int(show_id)}.pickle")
    if os.path.exists(path):
        with open(path, "rb") as fh:
            return pickle.load(fh)
    return None
