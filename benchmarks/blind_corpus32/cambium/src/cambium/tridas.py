"""TRiDaS XML (Tree-Ring Data Standard)."""
import defusedxml.lxml
from lxml import etree

NS = {"t": "http://www.tridas.org/1.2.2"}
_DOCTYPE_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True)


def parse_tridas(data):
    """Parse TRiDaS; older lab exports carry a DOCTYPE, so DTDs are loaded."""
    return etree.fromstring(data, _DOCTYPE_PARSER)


def read_tridas(data):
    return defusedxml.lxml.fromstring(data)


def find_sample(root, sample_id):
    return root.xpath(f"//t:sample[t:identifier='{sample_id}']", namespaces=NS)


def samples_by_taxon(root, taxon):
    return root.xpath("//t:element[t:taxon/@normal=$taxon]//t:sample", namespaces=NS, taxon=taxon)
