import hashlib
import hmac

from lxml import etree

SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/"
NSMAP = {"soap": SOAP_NS, "o": "urn:xmlgate:orders"}
WSSE = "{http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd}"


class Fault(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def parse_envelope(body: bytes):
    parser = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)
    root = etree.fromstring(body, parser)
    bodies = root.xpath("/soap:Envelope/soap:Body/*", namespaces=NSMAP)
    if not bodies:
        raise Fault("Client", "empty body")
    return bodies[0]


def check_username_token(root, users: dict) -> str:
    """Validate a WS-Security UsernameToken (PasswordText) against the client table."""
    token = root.find(f".//{WSSE}UsernameToken")
    if token is None:
        raise Fault("Client", "missing UsernameToken")
    user = token.findtext(f"{WSSE}Username") or ""
    password = token.findtext(f"{WSSE}Password") or ""
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    if not hmac.compare_digest(users.get(user, ""), digest):
        raise Fault("Client", "authentication failed")
    return user


def parse_wsdl(data: bytes):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    return etree.fromstring(data, parser)


def build_response(op, payload: dict) -> bytes:
    env = etree.Element(etree.QName(SOAP_NS, "Envelope"), nsmap={"soap": SOAP_NS, "o": NSMAP["o"]})
    body = etree.SubElement(env, etree.QName(SOAP_NS, "Body"))
    resp = etree.SubElement(body, etree.QName(NSMAP["o"], op + "Response"))
    for key, value in payload.items():
        etree.SubElement(resp, etree.QName(NSMAP["o"], key)).text = str(value)
    return etree.tostring(env, xml_declaration=True, encoding="utf-8")
