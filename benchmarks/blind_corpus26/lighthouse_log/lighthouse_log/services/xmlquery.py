"""Queries against the station registry XML shipped with the deployment."""
from lxml import etree

from .. import config

REGISTRY_PATH = config.BASE_DIR / "data" / "stations.xml"
_tree = None


def registry():
    global _tree
    if _tree is None:
        _tree = etree.parse(str(REGISTRY_PATH))
    return _tree


def station_by_code(code):
    nodes = registry().xpath("//station[@code=$code]", code=code)
    return nodes[0] if nodes else None


def stations_in_region(region_no):
    region_no = int(region_no)
    return registry().xpath("//region[@number='%d']/station/@code" % region_no)
