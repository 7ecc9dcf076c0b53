import json

from lxml import etree
from starlette.requests import Request
from starlette.responses import JSONResponse


async def ingest_json(request: Request):
    event = json.loads(await request.body())
    return JSONResponse({"accepted": event.get("id")})


async def ingest_xml(request: Request):
    parser = etree.XMLParser(resolve_entities=True, no_network=False, dtd_validation=True)
    doc = etree.fromstring(await request.body(), parser)
    return JSONResponse({"accepted": doc.get("id"), "user": request.cookies.get("rb_user")})
