"""ABCD 2.06 documents returned by the portal for each occurrence."""
import defusedxml.lxml
from lxml import etree

NS = {"abcd": "http://www.tdwg.org/schemas/abcd/2.06"}
SYNONYMS_OF = etree.XPath("//abcd:Identification[abcd:ScientificName/abcd:FullScientificNameString=$name]",
                          namespaces=NS)


def parse(document):
    return defusedxml.lxml.fromstring(document)


def units_for_taxon(root, taxon):
    """taxon comes from the operator's --taxon option."""
    return root.xpath(f"//abcd:Unit[.//abcd:FullScientificNameString='{taxon}']", namespaces=NS)


def related_units(root):
    related = []
    for name in root.xpath("//abcd:FullScientificNameString/text()", namespaces=NS):
        related += root.xpath("//abcd:Unit[abcd:Associations//abcd:FullScientificNameString='%s']" % name,
                              namespaces=NS)
    return related


def identifications(root, name):
    return SYNONYMS_OF(root, name=name)
