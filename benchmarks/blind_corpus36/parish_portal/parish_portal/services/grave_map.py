"""The churchyard plot map, drawn up by the clerk and kept on the server."""
from lxml import etree

MAP_PATH = "/srv/parish/data/churchyard.xml"


class GraveMap:
    def __init__(self, path=MAP_PATH):
        self.path = path
        self._tree = None

    @property
    def tree(self):
        if self._tree is None:
            self._tree = etree.parse(self.path)
        return self._tree

    def find_plot(self, row, number):
        hits = self.tree.xpath("//plot[@row='%s' and @number='%s']" % (row, number))
        return dict(hits[0].attrib) if hits else None

    def section_name(self, key):
        hits = self.tree.xpath("//section[@key=$k]/@name", k=key)
        return hits[0] if hits else None


grave_map = GraveMap()
