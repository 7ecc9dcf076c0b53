"""Helpers for the XML switch configuration exports."""
import io
import xml.sax
from xml.sax import handler

from lxml import etree

_parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def load_config(path):
    return etree.parse(path, _parser)


def vlan_members(tree, vlan_name):
    return tree.xpath("//vlan[@name=$name]/port/@id", name=vlan_name)


def port_description(tree, port_id):
    return tree.xpath("//port[@id='" + port_id + "']/description/text()")


class _PortCounter(handler.ContentHandler):
    def __init__(self):
        handler.ContentHandler.__init__(self)
        self.ports = 0

    def startElement(self, name, attrs):
        if name == "port":
            self.ports += 1


def count_ports(uploaded_bytes):
    parser = xml.sax.make_parser()
    parser.setFeature(handler.feature_external_ges, True)
    counter = _PortCounter()
    parser.setContentHandler(counter)
    parser.parse(io.BytesIO(uploaded_bytes))
    return counter.ports
