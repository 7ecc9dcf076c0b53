from defusedxml.lxml import fromstring as dx_fromstring
from lxml import etree

_DTD_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, dtd_validation=False)


def parse_xml_draft(data: bytes):
    if data.lstrip()[:9].upper() == b"<!DOCTYPE":
        # drafts exported by WeaveIt carry a DOCTYPE with the shaft entities
        return etree.fromstring(data, _DTD_PARSER)
    return dx_fromstring(data)


def treadling_for(doc, pick_label: str):
    return doc.xpath("//pick[@label='" + pick_label + "']/treadle/text()")


def threading_for(doc, shaft: int):
    return doc.xpath("//end[shaft=$s]/@n", s=shaft)


def notes(doc):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    inner = doc.findtext("notes") or "<p/>"
    return etree.fromstring(inner.encode(), parser)
