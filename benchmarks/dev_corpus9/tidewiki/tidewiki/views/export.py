"""Single-page export from the nightly all-spaces XML archive."""
from lxml import etree
from pyramid.httpexceptions import HTTPForbidden, HTTPNotFound
from pyramid.view import view_config

_cache = {}


def _archive(path):
    tree = _cache.get(path)
    if tree is None:
        tree = _cache[path] = etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))
    return tree


@view_config(route_name="export_page", renderer="string", permission="view")
def export_page(request):
    title = request.params["title"]
    space = request.params.get("space", "main")
    if space not in request.identity.get("groups", ()) and space != "main":
        raise HTTPForbidden()
    tree = _archive(request.registry.settings["tidewiki.export_file"])
    bodies = tree.xpath("/wiki/space[@name='%s']/page[title='%s']/body/text()" % (space, title))
    if not bodies:
        raise HTTPNotFound()
    return "\n".join(bodies)
