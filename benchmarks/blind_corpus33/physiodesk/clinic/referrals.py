"""GP referrals (HL7 CDA documents), the referral service and the exercise library."""
import defusedxml.ElementTree as DET
import requests
from django.conf import settings
from lxml import etree

CDA_NS = {"cda": "urn:hl7-org:v3"}
_library = None


def read_cda(data):
    doc = etree.fromstring(data, parser=etree.XMLParser(resolve_entities=True, load_dtd=True))
    title = doc.findtext("cda:title", namespaces=CDA_NS) or ""
    reason = doc.xpath("string(//cda:section[cda:code/@code='42349-1']/cda:text)", namespaces=CDA_NS)
    return {"title": title, "reason": reason.strip()}


def fetch_referral(nhs_number):
    resp = requests.get(settings.REFERRAL_API.format(nhs=nhs_number), timeout=10)
    resp.raise_for_status()
    root = DET.fromstring(resp.content)
    return {"status": root.findtext("status"), "gp": root.findtext("practice/name")}


def _exercise_library():
    global _library
    if _library is None:
        _library = etree.parse(str(settings.EXERCISE_LIBRARY), etree.XMLParser(resolve_entities=False, no_network=True))
    return _library


def exercises_for_region(region):
    nodes = _exercise_library().xpath("//exercise[@region=$region]", region=region)
    return [{"id": n.get("id"), "name": n.findtext("name")} for n in nodes]
