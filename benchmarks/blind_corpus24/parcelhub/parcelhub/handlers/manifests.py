import os
import tempfile
from pathlib import Path

from aiohttp import web
from lxml import etree

from .. import settings

_HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, dtd_validation=False, load_dtd=False)


async def upload_manifest(request):
    raw = await request.read()
    tmp = tempfile.mktemp(prefix="manifest-", suffix=".xml")
    with open(tmp, "wb") as fh:
        fh.write(raw)
    tree = etree.parse(tmp, etree.XMLParser(resolve_entities=True, no_network=False))
    os.unlink(tmp)
    shipper = request.query.get("shipper", "")
    hits = tree.xpath(f"//consignment[shipper='{shipper}']/@id")
    return web.json_response({"consignments": [str(h) for h in hits]})


async def upload_manifest_v2(request):
    raw = await request.read()
    with tempfile.SpooledTemporaryFile(max_size=4 << 20) as buf:
        buf.write(raw)
        buf.seek(0)
        tree = etree.parse(buf, _HARDENED)
    hits = tree.xpath("//consignment[shipper=$s]/@id", s=request.query.get("shipper", ""))
    return web.json_response({"consignments": [str(h) for h in hits]})


async def label_pdf(request):
    name = request.query.get("file", "")
    return web.FileResponse(os.path.join(settings.LABEL_DIR, name))


async def label_pdf_v2(request):
    root = Path(settings.LABEL_DIR).resolve()
    p = (root / request.query.get("file", "")).resolve()
    if root not in p.parents:
        raise web.HTTPNotFound()
    return web.FileResponse(p)
