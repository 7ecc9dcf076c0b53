"""Playout-log and partner-feed XML handling."""
import defusedxml.ElementTree as DET
from lxml import etree

_LOG_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


def parse_playout_log(data):
    return etree.fromstring(data, _LOG_PARSER)


def parse_partner_feed(data):
    return DET.fromstring(data)


def tracks_by_artist(root, artist):
    return root.xpath(f"//track[artist='{artist}']")


def tracks_by_label(root, label):
    return root.xpath("//track[label=$label]", label=label)
