"""Station metadata (FDSN StationXML) sent by the recorders after a firmware update."""
from lxml import etree

from ..framing import b64arg, reply
from ..verbs import verb

NS = {"fdsn": "http://www.fdsn.org/xml/station/1"}
_inventories = {}


@verb("META")
def meta(proto, args):
    document = b64arg(args[0])
    inventory = etree.fromstring(document, etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False))
    _inventories[proto.station] = inventory
    return reply("OK", "META", len(inventory.findall(".//{*}Channel")))


@verb("QUERY")
def query(proto, args):
    inventory = _inventories.get(args[0])
    if inventory is None:
        return reply("ERR", "no metadata for", args[0])
    channel = args[1]
    found = inventory.xpath("//fdsn:Channel[@code='%s']/fdsn:SampleRate/text()" % channel, namespaces=NS)
    return reply("QUERY", args[0], channel, *found)


@verb("SENSOR")
def sensor(proto, args):
    inventory = _inventories.get(proto.station)
    if inventory is None:
        return reply("ERR", "no metadata")
    found = inventory.xpath("//fdsn:Channel[@code=$code]/fdsn:Sensor/fdsn:Model/text()", namespaces=NS, code=args[0])
    return reply("SENSOR", args[0], *[f.replace(" ", "_") for f in found])
