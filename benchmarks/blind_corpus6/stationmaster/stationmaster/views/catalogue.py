import os

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

from ..lib.names import canonical


def _ead(request):
    return request.registry.settings["ead_tree"]


def _component(node):
    return {
        "id": node.get("id"),
        "unitid": node.findtext("did/unitid"),
        "title": node.findtext("did/unittitle"),
        "date": node.findtext("did/unitdate"),
        "places": [canonical(p.text) for p in node.iterfind("controlaccess/geogname") if p.text],
    }


@view_config(route_name="item", renderer="templates/item.pt")
def item(request):
    item_id = request.matchdict["item_id"]
    nodes = _ead(request).xpath("//c[@id='%s']" % item_id)
    if not nodes:
        raise HTTPNotFound()
    return {"component": _component(nodes[0])}


@view_config(route_name="unit", renderer="json")
def by_unitid(request):
    unitid = request.params.get("unitid", "")
    nodes = _ead(request).xpath("//c[did/unitid=$uid]", uid=unitid)
    return [_component(n) for n in nodes]


@view_config(route_name="finding_aid")
def finding_aid(request):
    aid = request.params.get("aid", "main")
    path = os.path.join(request.registry.settings["ead.dir"], aid + ".xml")
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request, content_type="application/xml")
