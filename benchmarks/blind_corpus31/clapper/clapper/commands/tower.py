import defusedxml.lxml
from lxml import etree

from ..framing import b64arg

_TOWER = {}


async def load_tower(args, session):
    doc = defusedxml.lxml.fromstring(b64arg(args[0]))
    _TOWER["doc"] = doc
    return {"bells": len(doc.findall(".//bell"))}


async def bell(args, session):
    doc = _TOWER.get("doc")
    note = args[0] if args else "C"
    found = doc.xpath("//bell[@note='%s']/@weight" % note)
    return {"weights": list(found)}


async def bell_by_number(doc, number: int):
    return doc.xpath("//bell[@n=$n]/@note", n=number)


def parse_foundry_sheet(data: bytes):
    return etree.fromstring(data, etree.XMLParser(resolve_entities=True, no_network=False))
