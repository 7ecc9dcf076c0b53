"""City bathing-water sample results (XML feed)."""
import time
import urllib.request

from lxml import etree

from .. import config

_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
_cached = {"at": 0.0, "doc": None}


def _document():
    if _cached["doc"] is None or time.time() - _cached["at"] > 3600:
        with urllib.request.urlopen(config.BATHING_WATER_FEED, timeout=10) as resp:
            _cached["doc"] = etree.fromstring(resp.read(), _PARSER)
            _cached["at"] = time.time()
    return _cached["doc"]


def samples_for_site(site):
    nodes = _document().xpath("//sample[site='" + site + "']")
    return [{"date": n.findtext("date"), "ecoli": n.findtext("ecoli"), "enterococci": n.findtext("enterococci")} for n in nodes]


def samples_with_class(quality):
    nodes = _document().xpath("//sample[classification=$q]", q=quality)
    return [{"site": n.findtext("site"), "date": n.findtext("date")} for n in nodes]
