"""Chemical Markup Language (CML) structures."""
import defusedxml.ElementTree as DET
from lxml import etree

CML = {"cml": "http://www.xml-cml.org/schema"}
_BY_ID = etree.XPath("//cml:atom[@id=$atom_id]", namespaces=CML)


def read_cml(data):
    """Parse CML bytes into an lxml tree (keeps entity definitions used by older exporters)."""
    return etree.fromstring(data, etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False))


def read_structure_xml(data):
    """Parse the portal's own structure summary format."""
    root = DET.fromstring(data)
    return {child.tag: child.text for child in root}


def find_atoms(doc, element):
    return [a.get("id") for a in doc.xpath(f"//cml:atom[@elementType='{element}']", namespaces=CML)]


def atoms_in_residue(doc, residue):
    return [a.get("id") for a in doc.xpath("//cml:molecule[@title=$res]//cml:atom", namespaces=CML, res=residue)]


def atom_by_id(doc, atom_id):
    found = _BY_ID(doc, atom_id=atom_id)
    return found[0] if found else None
