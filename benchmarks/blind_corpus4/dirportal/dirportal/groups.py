"""Maps LDAP groups to portal features, from an XML file maintained by IT."""
from lxml import etree

from . import settings

_tree = None


def _doc():
    global _tree
    if _tree is None:
        _tree = etree.parse(settings.GROUP_MAP_XML)
    return _tree


def features_for(group_names):
    feats = set()
    for g in group_names:
        for f in _doc().xpath("/groupmap/group[@cn=$cn]/feature/text()", cn=g):
            feats.add(str(f))
    return feats


def group_owner(name):
    nodes = _doc().xpath("/groupmap/group[@cn='" + name + "']/@owner")
    return str(nodes[0]) if nodes else None
