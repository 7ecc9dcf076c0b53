"""Partner-facing integrations: outbound SOAP calls and inbound delivery notices."""
import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from zeep import Client, Settings
from zeep.transports import Transport

PARTNER_WSDL = {
    "northfreight": "https://soap.northfreight.example/DeliveryService?wsdl",
    "baltic": "https://edi.baltic-logistics.example/ws/delivery.wsdl",
}
NOTICE_NS = "urn:example:partner:delivery:v1"


class PartnerClient(object):
    def __init__(self, partner, timeout=20):
        self.partner = partner
        self.client = Client(PARTNER_WSDL[partner], settings=Settings(strict=False),
                             transport=Transport(timeout=timeout))

    def confirm_delivery(self, order_ref, signed_by):
        return self.client.service.ConfirmDelivery(OrderRef=order_ref, SignedBy=signed_by)


def _notice_parser():
    parser = xml.sax.make_parser()
    # carriers reference their shared depot address blocks as external entities
    parser.setFeature(feature_external_ges, True)
    return parser


def parse_delivery_notice(body):
    """Return (order_ref, status, signed_by) from a carrier's delivery notice."""
    fields = {}
    events = pulldom.parseString(body.decode("utf-8"), parser=_notice_parser())
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.namespaceURI == NOTICE_NS and node.localName in ("OrderRef", "Status", "SignedBy"):
            events.expandNode(node)
            fields[node.localName] = "".join(t.data for t in node.childNodes if t.nodeType == t.TEXT_NODE)
    return fields.get("OrderRef"), fields.get("Status"), fields.get("SignedBy")
