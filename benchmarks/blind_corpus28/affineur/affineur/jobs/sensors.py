from defusedxml.lxml import fromstring as defused_fromstring
from lxml import etree

from affineur.db import cursor

_GATEWAY_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


def ingest_gateway_frame(raw_xml: bytes):
    """Frames from the cave's LoRa gateway (humidity, temperature, ammonia)."""
    root = etree.fromstring(raw_xml, _GATEWAY_PARSER)
    with cursor() as cur:
        for reading in root.iter("reading"):
            cur.execute("INSERT INTO readings (sensor, kind, value, taken) VALUES (%s, %s, %s, %s)",
                        (reading.get("sensor"), reading.get("kind"), float(reading.text), reading.get("ts")))
    return len(root)


def ingest_logger_export(raw_xml: bytes):
    """Exports from the handheld data loggers that producers upload through the portal."""
    root = defused_fromstring(raw_xml)
    return [(r.get("ts"), r.get("rh")) for r in root.iter("sample")]


def readings_for_shelf(raw_xml: bytes, shelf: str):
    root = etree.fromstring(raw_xml, etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//reading[@shelf='%s']" % shelf)


def readings_for_sensor(raw_xml: bytes, sensor: str):
    root = etree.fromstring(raw_xml, etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//reading[@sensor=$sensor]", sensor=sensor)
