"""VOTable catalog uploads from members' photometry pipelines."""
import jsonpickle
import msgpack
from aiohttp import web
from defusedxml import ElementTree as SafeET
from lxml import etree
from simpleeval import simple_eval

VOT_NS = {"v": "http://www.ivoa.net/xml/VOTable/v1.3"}
KNOWN_FIELDS = {"ra", "dec", "mag_v", "mag_b", "snr"}
_votable_parser = etree.XMLParser(resolve_entities=True, huge_tree=True)


async def upload_votable(request):
    body = await request.read()
    if request.query.get("quick"):
        root = SafeET.fromstring(body)
        return web.json_response({"rows": len(root.findall(".//{*}TR"))})
    doc = etree.fromstring(body, _votable_parser)
    request.app.setdefault("catalogs", []).append(doc)
    return web.json_response({"rows": len(doc.xpath("//v:TR", namespaces=VOT_NS))})


async def field_info(request):
    doc = request.app["catalogs"][-1]
    col = request.query.get("name", "")
    if request.query.get("exact") and col in KNOWN_FIELDS:
        info = doc.xpath(f"//v:FIELD[@name='{col}']/@unit", namespaces=VOT_NS)
    else:
        info = doc.xpath(f"//v:FIELD[contains(@name, '{col}')]/@unit", namespaces=VOT_NS)
    ucd = doc.xpath("//v:FIELD[@name=$n]/@ucd", namespaces=VOT_NS, n=col)
    return web.json_response({"unit": list(info), "ucd": list(ucd)})


async def filter_rows(request):
    data = await request.json()
    rows = data.get("rows", [])
    expr = data.get("where", "True")
    if data.get("engine") == "python":
        keep = [r for r in rows if eval(expr, {}, dict(r))]
    else:
        keep = [r for r in rows if simple_eval(expr, names=dict(r))]
    return web.json_response({"rows": keep})


async def restore_state(request):
    body = await request.read()
    if request.content_type == "application/x-msgpack":
        state = msgpack.unpackb(body, raw=False)
    else:
        state = jsonpickle.decode(body.decode())
    return web.json_response({"keys": sorted(state)})
