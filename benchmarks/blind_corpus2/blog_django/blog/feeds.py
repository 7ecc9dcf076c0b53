import urllib.request
import xml.etree.ElementTree as ET

from .models import FeedSource

USER_AGENT = "northwind-blog-feedbot/1.2"


def _parse(data):
    root = ET.fromstring(data)
    out = []
    for item in root.iter("item"):
        out.append({
            "title": (item.findtext("title") or "").strip(),
            "link": (item.findtext("link") or "").strip(),
        })
    return out


def fetch_feed(url):
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return _parse(resp.read())


def fetch_source(source_id):
    source = FeedSource.objects.get(pk=source_id, active=True)
    req = urllib.request.Request(source.url, headers={"User-Agent": USER_AGENT})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return _parse(resp.read())
