from defusedxml import ElementTree as DET
from lxml import etree

from ..celery_app import app


@app.task
def import_ring_record(payload):
    root = DET.fromstring(payload["xml"])
    return {"ring": root.findtext("ring"), "species": root.findtext("species")}


@app.task
def import_flight_log(payload):
    doc = etree.fromstring(payload["xml"].encode(), etree.XMLParser(resolve_entities=True))
    bird = payload.get("bird", "")
    return doc.xpath("//flight[bird='%s']/distance/text()" % bird)


@app.task
def flights_for(payload):
    doc = etree.fromstring(payload["xml"].encode(), etree.XMLParser(resolve_entities=False, no_network=True))
    return doc.xpath("//flight[bird=$b]/distance/text()", b=payload.get("bird", ""))
