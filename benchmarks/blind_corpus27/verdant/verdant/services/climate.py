from defusedxml import ElementTree as DET
from lxml import etree


def import_logger(data):
    root = DET.fromstring(data)
    readings = [(r.get("t"), float(r.get("c"))) for r in root.iter("reading")]
    return {"count": len(readings)}


def import_logger_legacy(data):
    parser = etree.XMLParser(no_network=False, resolve_entities=True, load_dtd=True)
    root = etree.XML(data, parser)
    return {"count": len(root.findall("reading"))}
