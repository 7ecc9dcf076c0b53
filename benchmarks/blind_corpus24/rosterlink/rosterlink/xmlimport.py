"""Federation roster exports (XML)."""
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

import defusedxml.ElementTree as DET
from lxml import etree


def load_roster(xml_bytes):
    parser = etree.XMLParser(resolve_entities=True, no_network=False, huge_tree=True)
    return etree.fromstring(xml_bytes, parser)


def load_roster_safe(xml_bytes):
    return DET.fromstring(xml_bytes)


def load_roster_tree(xml_bytes):
    return etree.fromstring(xml_bytes, etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False))


class _Counter(ContentHandler):
    def __init__(self):
        super().__init__()
        self.n = 0

    def startElement(self, name, attrs):
        if name == "member":
            self.n += 1


def count_members(stream):
    h = _Counter()
    p = xml.sax.make_parser()
    p.setContentHandler(h)
    p.setFeature(feature_external_ges, True)
    p.parse(stream)
    return h.n


def xpath_literal(s: str) -> str:
    if "'" not in s:
        return f"'{s}'"
    if '"' not in s:
        return f'"{s}"'
    parts = s.split("'")
    return "concat(" + ", \"'\", ".join(f"'{p}'" for p in parts) + ")"


def members_by_team(root, team):
    return root.xpath(f"//member[team='{team}']")


def members_by_club(root, club):
    return root.xpath("//member[club=%s]" % xpath_literal(club))


def member_field(root, member_no, field):
    return root.xpath("//member[@no=$no]/" + field + "/text()", no=member_no)


def members_born(root, year):
    return root.xpath("//member[starts-with(dob, $y)]", y=str(year))


_BY_LICENSE = etree.XPath("//member[license=$lic]")


def member_by_license(root, lic):
    return _BY_LICENSE(root, lic=lic)
