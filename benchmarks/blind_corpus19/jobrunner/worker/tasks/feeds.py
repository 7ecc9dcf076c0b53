import urllib.request
from xml.dom import pulldom
from xml.sax import make_parser
from xml.sax.handler import feature_external_ges

from ..registry import task


@task("ingest_feed")
def ingest_feed(payload):
    stream = urllib.request.urlopen(payload["feed_url"], timeout=20)
    parser = make_parser()
    parser.setFeature(feature_external_ges, True)
    titles = []
    events = pulldom.parse(stream, parser=parser)
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "title":
            events.expandNode(node)
            titles.append(node.toxml())
    return titles
