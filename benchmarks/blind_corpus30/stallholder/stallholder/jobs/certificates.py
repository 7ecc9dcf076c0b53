import base64

import defusedxml.ElementTree as DET
import requests
from lxml import etree

from .. import settings
from ..db import cursor


def ingest_hygiene_certificate(payload: dict) -> str:
    """Traders upload the XML certificate from their local authority inspection."""
    xml_bytes = base64.b64decode(payload["certificate_b64"])
    parser = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)
    doc = etree.fromstring(xml_bytes, parser)
    rating = doc.findtext(".//RatingValue")
    with cursor() as cur:
        cur.execute("UPDATE traders SET hygiene_rating = %s, cert_xml = %s WHERE id = %s", (rating, xml_bytes, int(payload["trader_id"])))
    return rating


def check_fsa_rating(payload: dict) -> dict:
    establishment = int(payload["fsa_id"])
    resp = requests.get(f"{settings.FSA_API}{establishment}", headers={"x-api-version": "2"}, timeout=10)
    root = DET.fromstring(resp.content)
    return {"rating": root.findtext(".//RatingValue")}


def allergens_for(payload: dict) -> list:
    with cursor() as cur:
        cur.execute("SELECT cert_xml FROM traders WHERE id = %s", (int(payload["trader_id"]),))
        doc = etree.fromstring(bytes(cur.fetchone()[0]), etree.XMLParser(resolve_entities=False))
    product = payload.get("product", "")
    if payload.get("exact"):
        return doc.xpath("//Product[@name=$p]/Allergen/text()", p=product)
    return doc.xpath("//Product[contains(@name, '" + product + "')]/Allergen/text()")
