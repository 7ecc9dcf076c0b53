"""Handler plumbing: every SOAP action is implemented by a BaseHandler subclass."""
from lxml import etree

SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/"
HANDLERS = {}


class SoapFault(Exception):
    def __init__(self, code, message):
        super(SoapFault, self).__init__(message)
        self.code = code
        self.message = message


class HandlerMeta(type):
    def __new__(mcs, name, bases, ns):
        cls = super(HandlerMeta, mcs).__new__(mcs, name, bases, ns)
        action = ns.get("action")
        if action:
            HANDLERS[action] = cls
        return cls


class BaseHandler(metaclass=HandlerMeta):
    action = None
    namespaces = {"soap": SOAP_NS}

    def __init__(self, partner, store):
        self.partner = partner
        self.store = store

    def make_parser(self):
        return etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)

    def parse(self, body):
        return etree.fromstring(body, self.make_parser())

    def body_of(self, envelope):
        found = envelope.find("soap:Body", self.namespaces)
        if found is None or len(found) == 0:
            raise SoapFault("Client", "empty SOAP body")
        return found[0]

    def handle(self, payload):
        raise NotImplementedError

    def __call__(self, raw):
        envelope = self.parse(raw)
        return self.handle(self.body_of(envelope))


def envelope(payload_xml):
    return (
        '<?xml version="1.0" encoding="utf-8"?>'
        '<soap:Envelope xmlns:soap="%s"><soap:Body>%s</soap:Body></soap:Envelope>' % (SOAP_NS, payload_xml)
    )


def fault(code, message):
    from xml.sax.saxutils import escape
    return envelope("<soap:Fault><faultcode>soap:%s</faultcode><faultstring>%s</faultstring></soap:Fault>"
                    % (escape(code), escape(message)))
