"""Course rating files (the national union's XML export)."""
import defusedxml.lxml
from lxml import etree


def parse_course(data: bytes):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    return etree.fromstring(data, parser)


def parse_union_export(data: bytes):
    return defusedxml.lxml.fromstring(data)


def hole_pars(doc, tee: str) -> list[int]:
    return [int(p) for p in doc.xpath("//Tee[@name='" + tee + "']/Hole/@par")]


def hole_yards(doc, tee: str, hole: int) -> int:
    found = doc.xpath("//Tee[@name=$tee]/Hole[@number=$n]/@yards", tee=tee, n=int(hole))
    return int(found[0]) if found else 0
