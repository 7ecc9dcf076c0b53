"""Care labels from the uniform contract clients, tag printing, and the price list."""
import ast
import json
import os
import subprocess
import tempfile

import defusedxml.ElementTree as DET
from lxml import etree

from .. import settings
from ..response import Response

_labels = []


def import_care_labels(request):
    data = request.body()
    fd, keep = tempfile.mkstemp(prefix="care-", suffix=".xml", dir="/srv/lintroll/imports")
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    doc = etree.fromstring(data, etree.XMLParser(resolve_entities=True, load_dtd=True))
    _labels.append(doc)
    return Response(json.dumps({"garments": len(doc.findall(".//garment")), "kept": os.path.basename(keep)}), content_type="application/json")


def care_for(request):
    code = request.query.get("code", "")
    out = []
    for doc in _labels:
        out.extend(doc.xpath("//garment[@code=$code]/care/text()", code=code))
    return Response(json.dumps([str(x) for x in out]), content_type="application/json")


def print_tag(request):
    (garment_id,) = request.route_args
    width, height = ast.literal_eval(request.form.get("size", "(50, 25)"))
    text = "G%06d %s" % (int(garment_id), request.form.get("service", "clean")[:12])
    subprocess.run(["lp", "-d", settings.TAG_PRINTER, "-o", "media=Custom.%dx%dmm" % (int(width), int(height)), "-"], input=text.encode(), check=False)
    return Response(json.dumps({"printed": text}), content_type="application/json")


def prices(request):
    with open(settings.PRICE_LIST, "rb") as fh:
        root = DET.fromstring(fh.read())
    return Response(json.dumps({i.get("service"): i.findtext("price") for i in root.iter("item")}), content_type="application/json")
