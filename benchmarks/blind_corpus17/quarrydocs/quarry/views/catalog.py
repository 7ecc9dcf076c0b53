from lxml import etree
from pyramid.view import view_config

CATALOG_PATH = "/srv/quarry/catalog.xml"
_BY_ID = etree.XPath("//doc[@id=$doc_id]")


def _catalog():
    return etree.parse(CATALOG_PATH)


class CatalogViews:
    def __init__(self, request):
        self.request = request
        self.term = request.params.get("q", "")

    @view_config(route_name="catalog_search", renderer="json")
    def search(self):
        expr = "//doc[contains(title, '{}')]/@id".format(self.term)
        return [str(i) for i in _catalog().xpath(expr)]

    @view_config(route_name="catalog_item", renderer="json")
    def item(self):
        hits = _BY_ID(_catalog(), doc_id=self.request.matchdict["id"])
        return {"title": hits[0].findtext("title") if hits else None}
