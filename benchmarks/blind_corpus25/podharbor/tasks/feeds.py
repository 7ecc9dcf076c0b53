"""Feed polling. Feed URLs are submitted by podcasters through the web app and
arrive here as task arguments."""
from urllib.parse import urlsplit

import requests
from defusedxml import ElementTree as SafeET
from lxml import etree

from ..celery_app import app
from ..textclean import normalise_title
from .catalogue import store_episode


@app.task(bind=True, max_retries=3)
def poll_feed(self, feed_url, show_id):
    resp = requests.get(feed_url, timeout=20)
    resp.raise_for_status()
    channel = etree.fromstring(resp.content, etree.XMLParser(resolve_entities=True, no_network=False))
    for item in channel.iter("item"):
        store_episode.delay(show_id, normalise_title(item.findtext("title")), item.findtext("guid"), item.find("enclosure").get("url"))


@app.task
def poll_cdn_manifest(manifest_url, show_id):
    parts = urlsplit(manifest_url)
    if parts.scheme != "https" or parts.hostname not in {"cdn.podharbor.net", "media.podharbor.net"}:
        raise ValueError("manifest must live on our CDN")
    resp = requests.get(manifest_url, timeout=20, allow_redirects=False)
    root = SafeET.fromstring(resp.content)
    return [e.get("href") for e in root.iter("rendition")]
