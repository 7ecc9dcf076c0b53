"""MusicXML upload and per-part extraction."""
from lxml import etree
from pyramid.view import view_config

# MusicXML files carry a DOCTYPE pointing at the partwise DTD; entity defaults come from there
_DTD_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
_PLAIN_PARSER = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True)

_store = {}


@view_config(route_name="musicxml", request_method="POST", renderer="json", permission="edit")
def upload(request):
    data = request.POST["score"].file.read()
    if request.params.get("validate") == "1":
        tree = etree.fromstring(data, _DTD_PARSER)
    else:
        tree = etree.fromstring(data, _PLAIN_PARSER)
    key = str(len(_store) + 1)
    _store[key] = tree
    return {"id": key, "parts": tree.xpath("//score-part/@id")}


@view_config(route_name="musicxml_part", renderer="json", permission="view")
def part(request):
    tree = _store[request.matchdict["id"]]
    part_id = request.params.get("part", "P1")
    notes = tree.xpath("//part[@id='%s']//note/pitch/step/text()" % part_id)
    names = tree.xpath("//score-part[@id=$pid]/part-name/text()", pid=part_id)
    return {"name": names[0] if names else None, "steps": notes}
