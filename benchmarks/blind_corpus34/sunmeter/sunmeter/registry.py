from lxml import etree

from . import config

_cache = {}


def _sites():
    if "tree" not in _cache:
        _cache["tree"] = etree.parse(config.SITES_XML)
    return _cache["tree"]


def lookup(site_id):
    hits = _sites().xpath(f"/sites/site[@id='{site_id}']")
    return hits[0] if hits else None


def by_area(area):
    return _sites().xpath("/sites/site[starts-with(@postcode, $area)]", area=area)
