from lxml import etree
from zeep import Client
from zeep.transports import Transport
from requests import Session

from . import settings

SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/"


def partner_client(wsdl=None):
    session = Session()
    session.auth = (settings.PARTNER_USER, settings.PARTNER_PASSWORD)
    return Client(wsdl or settings.PARTNER_WSDL, transport=Transport(session=session, timeout=20))


def application(environ, start_response):
    length = int(environ.get("CONTENT_LENGTH") or 0)
    body = environ["wsgi.input"].read(length)
    envelope = etree.fromstring(body)
    op = envelope.find("{%s}Body" % SOAP_NS)[0]
    if etree.QName(op).localname == "CheckAvailability":
        wsdl = op.findtext("wsdl")
        client = partner_client(wsdl)
        result = client.service.CheckAvailability(op.findtext("sku"))
        out = b"<ok>%d</ok>" % int(result)
    else:
        out = b"<fault>unknown operation</fault>"
    start_response("200 OK", [("Content-Type", "text/xml")])
    return [out]
