import xml.sax
from xml.sax.handler import ContentHandler

from lxml import etree, objectify

NS = {"soap": "http://schemas.xmlsoap.org/soap/envelope/", "b": "urn:bank"}


class _OpSniffer(ContentHandler):
    def __init__(self):
        super().__init__()
        self.op = None

    def startElementNS(self, name, qname):
        pass

    def startElement(self, name, attrs):
        if self.op is None and name.startswith("b:"):
            self.op = name[2:]


def sniff_operation(body: bytes):
    handler = _OpSniffer()
    xml.sax.parseString(body, handler)
    return handler.op


def parse_envelope(body: bytes):
    parser = objectify.makeparser(resolve_entities=True, load_dtd=True, remove_blank_text=True)
    return objectify.fromstring(body, parser)


def account_node(root, account_id):
    return root.xpath(f"//b:account[b:id='{account_id}']", namespaces=NS)


_BY_ID = etree.XPath("//b:account[b:id=$acct]", namespaces=NS)


def account_node_bound(root, account_id):
    return _BY_ID(root, acct=account_id)
