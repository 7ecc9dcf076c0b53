"""Fabric choices: the trade catalogue and customers' own fabric spec sheets."""
import base64

import defusedxml.ElementTree as DET
from lxml import etree

from celery_app import app
from lib import storage

_catalogue = None


def catalogue():
    global _catalogue
    if _catalogue is None:
        with open(storage.CATALOGUE_FILE, "rb") as fh:
            _catalogue = etree.fromstring(fh.read(), etree.XMLParser(resolve_entities=False, no_network=True))
    return _catalogue


@app.task(name="tasks.fabrics.match")
def match(payload):
    colour = payload.get("colour", "")
    found = catalogue().xpath("//fabric[@colour='%s' and @stock='yes']/@code" % colour)
    return {"ref": payload["ref"], "codes": [str(c) for c in found]}


@app.task(name="tasks.fabrics.by_rub_test")
def by_rub_test(payload):
    found = catalogue().xpath("//fabric[number(@martindale) >= $rubs]/@code", rubs=int(payload.get("rubs", 15000)))
    return {"ref": payload["ref"], "codes": [str(c) for c in found]}


@app.task(name="tasks.fabrics.own_fabric")
def own_fabric(payload):
    """Customers supplying their own fabric upload the manufacturer's spec sheet (XML)."""
    sheet = etree.fromstring(base64.b64decode(payload["spec_xml"]), etree.XMLParser(resolve_entities=True, load_dtd=True))
    return {
        "ref": payload["ref"],
        "fire_retardant": sheet.findtext("certification/bs5852") == "pass",
        "composition": sheet.findtext("composition"),
    }


@app.task(name="tasks.fabrics.trade_update")
def trade_update(xml_bytes_b64):
    root = DET.fromstring(base64.b64decode(xml_bytes_b64))
    return {"fabrics": len(root.findall("fabric"))}
