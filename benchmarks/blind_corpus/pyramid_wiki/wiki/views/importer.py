from lxml import etree
from pyramid.view import view_config

from ..models import DBSession, Page

_LEGACY_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
_HARDENED_PARSER = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True)


def _pages_from(root):
    for node in root.iter("page"):
        yield node.get("title"), (node.text or "")


@view_config(route_name="import", request_method="POST", renderer="json", permission="edit")
def import_mediawiki(request):
    """Accept a MediaWiki XML dump (old exporter uses DTD entities)."""
    root = etree.fromstring(request.body, _LEGACY_PARSER)
    n = 0
    for title, text in _pages_from(root):
        DBSession.add(Page(name=title, data=text))
        n += 1
    return {"imported": n}


@view_config(route_name="import_safe", request_method="POST", renderer="json", permission="edit")
def import_validated(request):
    root = etree.fromstring(request.body, _HARDENED_PARSER)
    return {"pages": [t for t, _ in _pages_from(root)]}
