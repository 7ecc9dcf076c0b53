import defusedxml.ElementTree as DET
from aiohttp import web
from lxml import etree

routes = web.RouteTableDef()

_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@routes.post("/stoplists/import")
async def import_stoplist(request):
    body = await request.read()
    doc = etree.fromstring(body, _PARSER)
    stops = [s.get("name") for s in doc.iter("stop")]
    request.app["last_stoplist"] = doc
    return web.json_response({"stops": stops})


@routes.post("/stoplists/validate")
async def validate_stoplist(request):
    body = await request.read()
    root = DET.fromstring(body)
    return web.json_response({"divisions": [d.get("name") for d in root.findall("division")]})


@routes.get("/stoplists/stop")
async def find_stop(request):
    doc = request.app.get("last_stoplist")
    if doc is None:
        raise web.HTTPNotFound()
    name = request.query.get("name", "")
    hits = doc.xpath("//stop[@name='" + name + "']")
    return web.json_response([h.get("pitch") for h in hits])


@routes.get("/stoplists/division")
async def find_division(request):
    doc = request.app.get("last_stoplist")
    if doc is None:
        raise web.HTTPNotFound()
    hits = doc.xpath("//division[@name=$d]/stop", d=request.query.get("d", ""))
    return web.json_response([h.get("name") for h in hits])
