"""Site maps are SVG files with one <g> element per plot."""
from lxml import etree

from ..settings import settings

_MAPS = {}


def _site_map(site: str):
    if site not in _MAPS:
        _MAPS[site] = etree.parse(str(settings.documents_dir / "maps" / "current.svg"))
    return _MAPS[site]


NS = {"svg": "http://www.w3.org/2000/svg"}


def plot_shape(site: str, plot_code: str):
    tree = _site_map(site)
    found = tree.xpath("//svg:g[@data-plot=$code]", namespaces=NS, code=plot_code)
    return etree.tostring(found[0]) if found else None


def plots_held_by(site: str, holder: str):
    tree = _site_map(site)
    return tree.xpath("//svg:g[@data-holder='" + holder + "']/@data-plot", namespaces=NS)
