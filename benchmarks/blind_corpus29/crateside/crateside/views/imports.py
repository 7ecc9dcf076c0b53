import defusedxml.ElementTree as DET
import httpx
from lxml import etree
from starlette.responses import JSONResponse

from .. import config

DISCOGS = "https://api.discogs.com/releases/"
_feeds = {}


async def discogs_release(request):
    body = await request.json()
    release = str(body.get("release_id", ""))
    api = body.get("api", DISCOGS)
    async with httpx.AsyncClient(timeout=15) as client:
        r = await client.get(api + release, headers={"Authorization": "Discogs token=" + config.DISCOGS_TOKEN})
    return JSONResponse(r.json())


async def distributor_feed(request):
    raw = await request.body()
    if request.query_params.get("strict") == "1":
        doc = DET.fromstring(raw)
        return JSONResponse({"items": len(doc.findall("item"))})
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
    doc = etree.fromstring(raw, parser)
    _feeds["latest"] = doc
    return JSONResponse({"items": len(doc.findall("item"))})


async def feed_search(request):
    doc = _feeds.get("latest")
    if doc is None:
        return JSONResponse([])
    label = request.query_params.get("label", "")
    found = doc.xpath("//item[label/text()='" + label + "']/catno/text()")
    cat = doc.xpath("//item[catno=$c]/title/text()", c=request.query_params.get("catno", ""))
    return JSONResponse({"catnos": [str(f) for f in found], "titles": [str(t) for t in cat]})
