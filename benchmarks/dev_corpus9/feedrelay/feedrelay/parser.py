"""RSS/Atom and OPML parsing."""
from dataclasses import dataclass
from typing import List, Optional
from xml.dom import minidom

from lxml import etree

ATOM = "{http://www.w3.org/2005/Atom}"


@dataclass
class Entry:
    guid: str
    title: str
    link: str
    summary: str
    published: Optional[str] = None


@dataclass
class Feed:
    title: str
    link: str
    entries: List[Entry]


def _text(el, path, ns=None):
    found = el.find(path, ns) if ns else el.find(path)
    return (found.text or "").strip() if found is not None and found.text else ""


def parse_feed(body):
    parser = etree.XMLParser(recover=True, resolve_entities=True, no_network=False, huge_tree=True)
    root = etree.fromstring(body, parser)
    if root.tag == ATOM + "feed":
        entries = [
            Entry(
                guid=_text(e, ATOM + "id"),
                title=_text(e, ATOM + "title"),
                link=(e.find(ATOM + "link").get("href") if e.find(ATOM + "link") is not None else ""),
                summary=_text(e, ATOM + "summary") or _text(e, ATOM + "content"),
                published=_text(e, ATOM + "updated"),
            )
            for e in root.iterfind(ATOM + "entry")
        ]
        return Feed(_text(root, ATOM + "title"), "", entries)
    channel = root.find("channel")
    entries = [
        Entry(
            guid=_text(i, "guid") or _text(i, "link"),
            title=_text(i, "title"),
            link=_text(i, "link"),
            summary=_text(i, "description"),
            published=_text(i, "pubDate"),
        )
        for i in channel.iterfind("item")
    ]
    return Feed(_text(channel, "title"), _text(channel, "link"), entries)


def parse_opml(data):
    """Return feed URLs from an uploaded OPML subscription list."""
    doc = minidom.parseString(data)
    return [o.getAttribute("xmlUrl") for o in doc.getElementsByTagName("outline") if o.getAttribute("xmlUrl")]

