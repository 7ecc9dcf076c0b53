"""Minimal SOAP 1.1 endpoint for the partner claim-submission contract."""
import io

from defusedxml import minidom as safe_minidom
from lxml import etree

from . import auth, lookup, templates

SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/"
CLAIM_NS = "urn:claimsbridge:v2"


def _parse_envelope(body):
    parser = etree.XMLParser(huge_tree=True, resolve_entities=True)
    return etree.parse(io.BytesIO(body), parser).getroot()


def submit_claim(environ, start_response):
    body = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
    env = _parse_envelope(body)
    claim = env.find(".//{%s}Claim" % CLAIM_NS)
    policy = lookup.policy_holder(claim.findtext("{%s}PolicyNumber" % CLAIM_NS))
    start_response("200 OK", [("Content-Type", "text/xml; charset=utf-8")])
    return [templates.soap_ack(policy).encode("utf-8")]


def ping(environ, start_response):
    body = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
    doc = safe_minidom.parseString(body)
    client = doc.getElementsByTagName("ClientId")[0].firstChild.data
    start_response("200 OK", [("Content-Type", "text/xml; charset=utf-8")])
    return [templates.soap_pong(client, auth.make_nonce()).encode("utf-8")]
