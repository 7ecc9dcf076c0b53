from typing import Annotated

import defusedxml.lxml
import httpx
from fastapi import APIRouter, Body, Query
from lxml import etree

from ..auth import Trustee
from ..settings import settings

router = APIRouter(prefix="/licensing", tags=["licensing"])
_state: dict = {}


@router.post("/conditions")
def upload_conditions(trustee: Trustee, xml: Annotated[str, Body(media_type="application/xml")]):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    _state["doc"] = etree.fromstring(xml.encode(), parser)
    return {"conditions": len(_state["doc"].findall("condition"))}


@router.get("/conditions/search")
def search_conditions(activity: Annotated[str, Query()] = "music"):
    doc = _state.get("doc")
    if doc is None:
        return {"matches": []}
    hits = doc.xpath(f"//condition[activity='{activity}']/text")
    return {"matches": [h.text for h in hits]}


@router.post("/refresh")
def refresh(trustee: Trustee):
    body = httpx.get(settings.council_licence_feed, timeout=20).content
    doc = defusedxml.lxml.fromstring(body)
    hours = doc.xpath("//hours[@day=$d]/text()", d="saturday")
    return {"saturday": [str(h) for h in hours]}


@router.post("/calendar/import")
def import_calendar(trustee: Trustee, ics_url: Annotated[str, Body(embed=True)]):
    resp = httpx.get(ics_url, timeout=20, follow_redirects=True)
    return {"events": resp.text.count("BEGIN:VEVENT")}
