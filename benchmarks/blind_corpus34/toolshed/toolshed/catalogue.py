import httpx
from defusedxml import ElementTree as DefusedET
from lxml import etree
from starlette.responses import JSONResponse
from starlette.routing import Route

from . import config

CATALOGUE = "/var/lib/toolshed/catalogue.xml"
CATALOGUE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


async def import_donation(request):
    form = await request.form()
    upload = form["sheet"]
    doc = etree.fromstring(await upload.read())
    return JSONResponse({"tools": [t.findtext("name") for t in doc.iter("tool")]})


async def import_supplier(request):
    body = await request.body()
    doc = DefusedET.fromstring(body)
    return JSONResponse({"lines": len(doc.findall(".//line"))})


async def by_category(request):
    tree = etree.parse(CATALOGUE, CATALOGUE_PARSER)
    cat = request.query_params.get("category", "")
    names = tree.xpath("//tool[category=$c]/name/text()", c=cat)
    return JSONResponse(list(names))


async def by_brand(request):
    tree = etree.parse(CATALOGUE, CATALOGUE_PARSER)
    brand = request.query_params.get("brand", "")
    names = tree.xpath("//tool[brand='" + brand + "']/name/text()")
    return JSONResponse(list(names))


async def fetch_manual(request):
    form = await request.form()
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(form["manual_url"])
    return JSONResponse({"bytes": len(resp.content), "type": resp.headers.get("content-type")})


async def lookup_manual(request):
    model = request.query_params.get("model", "")
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(config.MANUALS_API, params={"model": model})
    return JSONResponse(resp.json())


routes = [
    Route("/donations/sheet", import_donation, methods=["POST"]),
    Route("/donations/manual", fetch_manual, methods=["POST"]),
    Route("/suppliers/import", import_supplier, methods=["POST"]),
    Route("/catalogue/category", by_category),
    Route("/catalogue/brand", by_brand),
    Route("/catalogue/manual", lookup_manual),
]
