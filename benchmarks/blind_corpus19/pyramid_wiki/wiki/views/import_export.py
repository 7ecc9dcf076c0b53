import defusedxml.ElementTree as SafeET
from lxml import etree
from pyramid.view import view_config


def _pages_from_tree(root):
    return [(p.get("name"), p.findtext("body") or "") for p in root.iter("page")]


@view_config(route_name="import", request_method="POST", renderer="json")
def import_mediawiki(request):
    upload = request.POST["dump"].file
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    root = etree.parse(upload, parser).getroot()
    return {"imported": len(_pages_from_tree(root))}


@view_config(route_name="import_safe", request_method="POST", renderer="json")
def import_dump_v2(request):
    root = SafeET.fromstring(request.body)
    return {"imported": len(_pages_from_tree(root))}
