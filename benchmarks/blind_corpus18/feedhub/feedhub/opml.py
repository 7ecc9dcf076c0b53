import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from defusedxml import pulldom as defused_pulldom


def outlines(opml_text):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(opml_text, parser=parser)
    urls = []
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "outline" and node.getAttribute("xmlUrl"):
            urls.append(node.getAttribute("xmlUrl"))
    return urls


def outlines_v2(opml_text):
    urls = []

    for event, node in defused_pulldom.parseString(opml_text):
        if event == pulldom.START_ELEMENT and node.tagName == "outline" and node.getAttribute("xmlUrl"):
            urls.append(node.getAttribute("xmlUrl"))
    return urls
