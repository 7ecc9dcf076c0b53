import requests
from defusedxml import ElementTree as DefusedET
from lxml import etree

from ..celery_app import app
from .. import settings

FEED_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@app.task
def summarise_link(payload):
    url = payload["url"]
    page = requests.get(url, timeout=10)
    embed = requests.get(settings.OEMBED_URL, params={"url": url}, timeout=10)
    title = embed.json().get("title") if embed.ok else None
    if page.headers.get("content-type", "").startswith(("application/rss", "application/xml", "text/xml")):
        feed = etree.fromstring(page.content, FEED_PARSER)
        title = title or feed.findtext("channel/title")
    return {"url": url, "title": title, "section": payload["section"]}


@app.task
def wire_stories(section):
    resp = requests.get(settings.WIRE_FEED, timeout=20)
    root = DefusedET.fromstring(resp.content)
    return [i.findtext("title") for i in root.iter("item") if i.findtext("category") == section]
