"""Import of ABCD (Access to Biological Collection Data) XML exports."""
import requests
from lxml import etree

from .repository import SpecimenRepository

ABCD_NS = {"abcd": "http://www.tdwg.org/schemas/abcd/2.06"}


def fetch_remote_dataset(source_url):
    resp = requests.get(source_url, timeout=30)
    resp.raise_for_status()
    return resp.content


def _parse(payload):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    return etree.fromstring(payload, parser)


def import_abcd_document(payload):
    root = _parse(payload)
    repo = SpecimenRepository()
    count = 0
    for unit in root.iterfind(".//abcd:Unit", ABCD_NS):
        repo.add_note(unit.findtext("abcd:UnitID", namespaces=ABCD_NS), "import",
                      unit.findtext("abcd:Notes", default="", namespaces=ABCD_NS))
        count += 1
    return count


def lookup_unit(payload, catalog_no):
    root = _parse(payload)
    hits = root.xpath("//*[local-name()='Unit'][*[local-name()='UnitID']='%s']" % catalog_no)
    return etree.tostring(hits[0]).decode() if hits else None


def unit_by_id_safe(payload, catalog_no):
    root = etree.fromstring(payload, etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//*[local-name()='UnitID'][text()=$cid]", cid=catalog_no)
