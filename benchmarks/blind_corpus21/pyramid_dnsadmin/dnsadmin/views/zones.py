from html import escape

from pyramid.response import Response
from pyramid.view import view_config

from ..models import ZoneStore
from ..utils import zone_fingerprint
from ..zonefile import zone_lesen, zone_pruefen, zone_schreiben


@view_config(route_name="zones", renderer="zones.jinja2", permission="view")
def zones(request):
    store = ZoneStore.from_request(request)
    return {"zones": store.zones(request.params.get("order", "name"))}


@view_config(route_name="zone", renderer="zone.jinja2", permission="view")
def zone(request):
    name = request.matchdict["zone"]
    store = ZoneStore.from_request(request)
    z = store.zone(name)
    if z is None:
        return Response("<h3>Zone %s not found</h3>" % name, status=404)
    text = zone_lesen(name)
    return {"zone": z, "records": store.records(z["id"], request.params.get("q", "%")),
            "fingerprint": zone_fingerprint(text)}


@view_config(route_name="zone_save", request_method="POST", permission="edit")
def zone_save(request):
    name = request.matchdict["zone"]
    records = request.json_body["records"]
    pfad = zone_schreiben(request.POST.get("file_name", name), records)
    result = zone_pruefen(name, pfad)
    if result.returncode != 0:
        return Response("<pre>%s</pre>" % escape(result.stdout), status=400)
    return Response("saved")


@view_config(route_name="record_delete", request_method="POST", permission="edit")
def record_delete(request):
    store = ZoneStore.from_request(request)
    store.delete_record(int(request.matchdict["zone_id"]), request.POST["name"])
    return Response("deleted")
