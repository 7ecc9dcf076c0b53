import json

import defusedxml.ElementTree as DET
from lxml import etree

from ..router import Response

_CHARTS = {}
_CHART_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, huge_tree=True)


def upload_chart(req, site):
    doc = etree.fromstring(req.body, _CHART_PARSER)
    _CHARTS[site] = doc
    return Response(json.dumps({"doors": len(doc.findall(".//door"))}), content_type="application/json")


def check_chart(req, site):
    root = DET.fromstring(req.body)
    return Response(json.dumps({"levels": [l.get("name") for l in root.iter("level")]}), content_type="application/json")


def door(req, site):
    doc = _CHARTS[site]
    room = req.query.get("room", "")
    keys = doc.xpath("//door[@room='%s']/key/@code" % room)
    return Response(json.dumps(list(keys)), content_type="application/json")


def level(req, site):
    doc = _CHARTS[site]
    keys = doc.xpath("//level[@name=$n]/key/@code", n=req.query.get("name", ""))
    return Response(json.dumps(list(keys)), content_type="application/json")
