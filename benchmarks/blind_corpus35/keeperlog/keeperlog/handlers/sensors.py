"""Enclosure sensor loggers upload XML readings (temperature, humidity, UV)."""
import defusedxml.ElementTree as DET
from aiohttp import web
from lxml import etree

from ..auth import current_keeper
from ..utils import enclosure_code

routes = web.RouteTableDef()
_LOGGER_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


@routes.post("/sensors/upload")
async def upload(request):
    await current_keeper(request)
    data = await request.read()
    root = etree.fromstring(data, _LOGGER_PARSER)
    sensor = request.query.get("sensor", "")
    if sensor:
        readings = root.xpath(f"//reading[@sensor='{sensor}']/@value")
    else:
        readings = root.xpath("//reading/@value")
    return web.json_response({"count": len(readings)})


@routes.post("/sensors/enclosure")
async def enclosure(request):
    await current_keeper(request)
    try:
        code = enclosure_code(request.query.get("code"))
    except ValueError:
        raise web.HTTPBadRequest()
    root = etree.fromstring(await request.read(), etree.XMLParser(resolve_entities=False, no_network=True))
    values = root.xpath("//reading[@enclosure=$code]/@value", code=code)
    return web.json_response({"enclosure": code, "values": [float(v) for v in values]})


@routes.post("/sensors/summary")
async def summary(request):
    await current_keeper(request)
    tree = DET.fromstring(await request.read())
    return web.json_response({"loggers": [e.get("id") for e in tree.iter("logger")]})
