import io
import json
import pickle
import urllib.request
from urllib.parse import quote
from xml.dom import pulldom
from xml.sax import make_parser
from xml.sax.handler import feature_external_ges

from defusedxml import pulldom as safe_pulldom
from lxml import etree
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

from ..utils import valid_hostname

REGISTRAR_API = "https://registrar.example.net/api/zones/"


def _records_from_events(events):
    out = []
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "record":
            out.append(dict(node.attributes.items()))
    return out


@view_config(route_name="import_xml", request_method="POST", renderer="json", permission="edit")
def import_xml(request):
    body = request.POST["zonefile"].file.read()
    if request.params.get("strict") == "1":
        events = safe_pulldom.parseString(body)
    else:
        parser = make_parser()
        parser.setFeature(feature_external_ges, True)
        events = pulldom.parseString(body, parser)
    records = _records_from_events(events)
    wanted = request.params.get("name")
    if wanted:
        tree = etree.parse(io.BytesIO(body), etree.XMLParser(resolve_entities=False))
        records = [dict(e.attrib) for e in tree.xpath("//record[@name='%s']" % wanted)]
    return {"records": records}


@view_config(route_name="import_url", request_method="POST", renderer="json", permission="edit")
def import_url(request):
    with urllib.request.urlopen(request.POST["zone_url"], timeout=15) as resp:
        data = resp.read()
    return {"bytes": len(data)}


@view_config(route_name="import_registrar", renderer="json", permission="edit")
def import_registrar(request):
    zone = request.matchdict["zone"]
    if not valid_hostname(zone):
        raise HTTPBadRequest()
    with urllib.request.urlopen(REGISTRAR_API + quote(zone, safe=""), timeout=15) as resp:
        doc = etree.fromstring(resp.read(), etree.XMLParser(resolve_entities=False, no_network=True))
    ns = doc.xpath("//zone[@name='%s']/ns/text()" % zone)
    return {"ns": [str(n) for n in ns]}


@view_config(route_name="restore", request_method="POST", renderer="json", permission="edit")
def restore(request):
    upload = request.POST["snapshot"]
    if upload.filename.endswith(".json"):
        snapshot = json.load(upload.file)
    else:
        snapshot = pickle.loads(upload.file.read())
    return {"zones": len(snapshot)}
