import xml.dom.pulldom
import xml.sax

from lxml import etree

from ..celery_app import app
from ..services.codec import decode_snapshot

_HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@app.task(name="telemetry.ingest")
def ingest(machine_id, payload_xml):
    """Machines post their XML status blob; the gateway forwards it verbatim."""
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    doc = etree.fromstring(payload_xml.encode(), parser)
    return {"machine": machine_id, "temp": doc.findtext("temperature")}


@app.task(name="telemetry.ingest_v2")
def ingest_v2(machine_id, payload_xml):
    doc = etree.fromstring(payload_xml.encode(), _HARDENED)
    return {"machine": machine_id, "temp": doc.findtext("temperature")}


@app.task(name="telemetry.coins")
def coins(payload_xml):
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(xml.sax.handler.feature_external_ges, True)
    events = xml.dom.pulldom.parseString(payload_xml, parser=sax_parser)
    total = 0
    for event, node in events:
        if event == xml.dom.pulldom.START_ELEMENT and node.tagName == "coin":
            total += int(node.getAttribute("value"))
    return total


@app.task(name="telemetry.slot")
def slot_level(payload_xml, slot):
    doc = etree.fromstring(payload_xml.encode(), _HARDENED)
    return doc.xpath("number(//slot[@code='%s']/level)" % slot)


@app.task(name="telemetry.slot_v2")
def slot_level_v2(payload_xml, slot):
    doc = etree.fromstring(payload_xml.encode(), _HARDENED)
    return doc.xpath("number(//slot[@code=$s]/level)", s=slot)


@app.task(name="telemetry.low_slots")
def low_slots(payload_xml, threshold):
    doc = etree.fromstring(payload_xml.encode(), _HARDENED)
    return doc.xpath("//slot[level < %d]/@code" % int(threshold))


@app.task(name="telemetry.snapshot")
def snapshot(blob_b64):
    return decode_snapshot(blob_b64)
