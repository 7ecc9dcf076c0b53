"""Host inventory, read from the XML file exported by the CMDB.

Hosts flagged ``restricted`` (HSMs, payment network) are kept out of the API.
"""
import os

from lxml import etree

INVENTORY_PATH = os.environ.get("GAUGEBOARD_INVENTORY", "/etc/gaugeboard/inventory.xml")
_tree = None


def _root():
    global _tree
    if _tree is None:
        _tree = etree.parse(INVENTORY_PATH, etree.XMLParser(resolve_entities=False, no_network=True))
    return _tree


def _host_dict(el):
    return {"name": el.get("name"), "group": el.get("group"), "ip": el.findtext("ip"), "role": el.findtext("role")}


def all_hosts():
    return [_host_dict(h) for h in _root().xpath("//host[not(@restricted)]")]


def hosts_in_group(group):
    return [_host_dict(h) for h in _root().xpath("//host[@group='%s' and not(@restricted)]" % group)]


def host_record(name):
    return [_host_dict(h) for h in _root().xpath("//host[@name=$name and not(@restricted)]", name=name)]
