"""Race liberation sheets uploaded by convoy marshals' clocks as XML."""
import defusedxml.ElementTree as DefusedET
from lxml import etree

from . import command

_SHEET_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)


@command("SHEET")
def sheet(proto, xml_text):
    proto.state["sheet"] = etree.fromstring(xml_text.encode(), _SHEET_PARSER)
    return b"SHEET OK"


@command("BASKET")
def basket(proto, loft_number):
    root = proto.state["sheet"]
    birds = root.xpath("//loft[@number='%s']/bird/@ring" % loft_number)
    return ",".join(birds).encode()


@command("TRANSPORTER")
def transporter(proto, vehicle):
    root = proto.state["sheet"]
    crates = root.xpath("//crate[@vehicle=$v]/@id", v=vehicle)
    return ",".join(crates).encode()


@command("WEATHER")
def weather(proto, xml_text):
    report = DefusedET.fromstring(xml_text)
    return (report.findtext("wind") or "n/a").encode()
