"""Chip reads posted by the timing mats as small XML batches."""
from lxml import etree
from sanic import Blueprint, response

from ..db import get_conn

bp = Blueprint("timing", url_prefix="/timing")

HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
READS_FOR_CHIP = etree.XPath("//read[@chip=$chip]")


@bp.post("/batch")
async def batch(request):
    root = etree.fromstring(request.body, parser=etree.XMLParser(load_dtd=True, resolve_entities=True))
    conn = get_conn()
    for read in root.iter("read"):
        conn.execute("INSERT INTO reads (chip, mat, t) VALUES (?, ?, ?)", (read.get("chip"), read.get("mat"), read.get("t")))
    conn.commit()
    return response.json({"stored": len(root)})


@bp.post("/replay")
async def replay(request):
    root = etree.fromstring(request.body, parser=HARDENED)
    chip = request.args.get("chip", "")
    reads = READS_FOR_CHIP(root, chip=chip)
    return response.json([r.get("t") for r in reads])


@bp.post("/mat")
async def mat_reads(request):
    root = etree.fromstring(request.body, parser=HARDENED)
    mat = request.args.get("mat", "start")
    if not mat.isalnum():
        return response.json({"error": "bad mat id"}, status=400)
    reads = root.xpath("//read[@mat='%s']" % mat)
    return response.json([r.get("chip") for r in reads])
