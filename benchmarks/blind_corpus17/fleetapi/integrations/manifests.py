"""Shipping manifests uploaded by depot staff (large XML files)."""
import shutil
import tempfile

from lxml import etree

_VEHICLE = etree.XPath("/manifest/vehicle[@vin=$vin]")
_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=True)


def vehicle_entry(upload, vin):
    with tempfile.SpooledTemporaryFile(max_size=8 * 1024 * 1024) as buf:
        shutil.copyfileobj(upload, buf)
        buf.seek(0)
        doc = etree.parse(buf, _PARSER)
    hits = _VEHICLE(doc, vin=vin)
    return etree.tostring(hits[0]).decode() if hits else None
