import io
from xml.dom import minidom
import xml.sax
from xml.sax.handler import feature_external_ges

from lxml import etree

_rss_parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False, recover=True)


def parse_rss(body):
    root = etree.fromstring(body, _rss_parser)
    for item in root.iter("item"):
        yield {
            "guid": item.findtext("guid") or item.findtext("link"),
            "title": item.findtext("title"),
            "link": item.findtext("link"),
            "summary": item.findtext("description"),
            "enclosure_url": (item.find("enclosure").get("url") if item.find("enclosure") is not None else None),
        }


def parse_atom(body):
    doc = minidom.parseString(body)
    for entry in doc.getElementsByTagName("entry"):
        title = entry.getElementsByTagName("title")
        link = entry.getElementsByTagName("link")
        yield {
            "guid": entry.getElementsByTagName("id")[0].firstChild.data,
            "title": title[0].firstChild.data if title and title[0].firstChild else "",
            "link": link[0].getAttribute("href") if link else "",
            "summary": "",
            "enclosure_url": None,
        }


class _OutlineHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.feeds = []

    def startElement(self, name, attrs):
        if name == "outline" and attrs.get("xmlUrl"):
            self.feeds.append({"title": attrs.get("title") or attrs.get("text"), "url": attrs["xmlUrl"]})


def parse_opml(data):
    """Users import their subscriptions from other readers as OPML."""
    handler = _OutlineHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(data))
    return handler.feeds
