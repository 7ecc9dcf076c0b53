"""CCTV flue inspection reports exported by the camera unit as XML."""
import json

import defusedxml.ElementTree as DefusedET
from lxml import etree

from ..http import Response

CAMERA_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
_latest = {}


def upload(request):
    root = etree.fromstring(request.body, CAMERA_PARSER)
    _latest["report"] = root
    return Response(json.dumps({"sections": len(root.findall(".//section"))}), content_type="application/json")


def defects(request):
    root = _latest["report"]
    severity = request.query.get("severity", "")
    found = root.xpath("//section[defect/@severity='" + severity + "']/@metre")
    return Response(json.dumps(list(found)), content_type="application/json")


def section(request):
    root = _latest["report"]
    found = root.xpath("//section[@metre=$m]/defect/text()", m=request.query.get("metre", "0"))
    return Response(json.dumps(list(found)), content_type="application/json")


def summary(request):
    root = DefusedET.fromstring(request.body)
    return Response(json.dumps({"flue": root.findtext("flue", "")}), content_type="application/json")
