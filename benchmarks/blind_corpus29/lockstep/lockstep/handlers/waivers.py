from aiohttp import web
from lxml import etree

routes = web.RouteTableDef()

_waivers = []


@routes.post("/kiosk/waivers")
async def upload_waiver(request):
    raw = await request.read()
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    doc = etree.fromstring(raw, parser)
    _waivers.append(doc)
    return web.json_response({"signed": doc.findtext("signer")})


@routes.get("/console/waivers")
async def find_waiver(request):
    surname = request.query.get("surname", "")
    email = request.query.get("email", "")
    found = []
    for doc in _waivers:
        found += doc.xpath("//signer[contains(@surname, '%s')]/text()" % surname)
        found += doc.xpath("//signer[@email=$e]/text()", e=email)
    return web.json_response({"signers": [str(f) for f in found]})
