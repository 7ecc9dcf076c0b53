import defusedxml.ElementTree as DET
from lxml import etree

from . import settings


def load_feed():
    with open(settings.LIFT_STATUS_FEED, "rb") as fh:
        root = DET.fromstring(fh.read())
    return etree.fromstring(DET.tostring(root))


def lift_state(name: str) -> str:
    doc = load_feed()
    found = doc.xpath("//lift[@name='%s']/@state" % name)
    return found[0] if found else "unknown"


def lifts_in_sector(sector: str) -> list[str]:
    doc = load_feed()
    return doc.xpath("//lift[@sector=$s]/@name", s=sector)
