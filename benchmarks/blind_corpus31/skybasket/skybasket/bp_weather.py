from urllib.parse import quote

import httpx
from defusedxml.ElementTree import fromstring as defused_fromstring
from lxml import etree
from sanic import Blueprint
from sanic.response import json

from .config import Settings

bp = Blueprint("weather", url_prefix="/weather")
_LAST = {}


@bp.get("/metar")
async def metar(request):
    station = quote(request.args.get("icao", "EGBB"), safe="")
    async with httpx.AsyncClient() as c:
        r = await c.get(Settings.MET_BASE + "metar?format=xml&ids=" + station)
    doc = defused_fromstring(r.content)
    return json({"raw": doc.findtext(".//raw_text")})


@bp.post("/sounding")
async def sounding(request):
    src = request.json.get("source", "")
    async with httpx.AsyncClient(follow_redirects=True) as c:
        r = await c.get(src)
    doc = etree.fromstring(r.content, etree.XMLParser(resolve_entities=True, load_dtd=True))
    _LAST["sounding"] = doc
    return json({"levels": len(doc.findall(".//level"))})


@bp.get("/wind")
async def wind(request):
    doc = _LAST.get("sounding")
    alt = request.args.get("alt", "1000")
    return json(list(doc.xpath("//level[@ft='" + alt + "']/wind/@dir")))


@bp.get("/wind/band")
async def wind_band(request):
    doc = _LAST.get("sounding")
    lo, hi = int(request.args.get("lo", 0)), int(request.args.get("hi", 3000))
    return json(list(doc.xpath("//level[@ft >= $lo and @ft <= $hi]/wind/@kt", lo=lo, hi=hi)))
