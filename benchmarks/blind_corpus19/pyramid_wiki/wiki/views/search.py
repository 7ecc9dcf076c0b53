from lxml import etree
from pyramid.view import view_config

INDEX_PATH = "/var/lib/wiki/index.xml"


def _index():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(INDEX_PATH, parser)


@view_config(route_name="search", renderer="json")
def search_title(request):
    title = request.params.get("title", "")
    hits = _index().xpath("//page[contains(@title, '%s')]/@name" % title)
    return {"hits": [str(h) for h in hits]}


@view_config(route_name="search_tag", renderer="json")
def search_tag(request):
    tag = request.params.get("tag", "")
    hits = _index().xpath("//page[tag = $tag]/@name", tag=tag)
    return {"hits": [str(h) for h in hits]}
