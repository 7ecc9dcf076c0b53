from defusedxml import ElementTree as DET
from lxml import etree


def parse_record(data: bytes) -> dict:
    root = DET.fromstring(data)
    return {"serial": root.findtext("serial"), "maker": root.findtext("maker")}


def parse_manufacturer_sheet(data: bytes):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
    return etree.fromstring(data, parser=parser)


def string_gauges(sheet, note):
    return sheet.xpath("//string[@note='%s']/@gauge" % note)


def string_gauges_for_octave(sheet, octave):
    return sheet.xpath("//string[@octave=$o]/@gauge", o=octave)
