"""Furnace and glory-hole controller logs, and the annealer."""
from lxml import etree
from pyramid.view import view_config

from ..services import kiln

_logs = []


@view_config(route_name="furnace_log", request_method="POST", renderer="json", permission="staff")
def upload_log(request):
    upload = request.POST["log"]
    tree = etree.parse(upload.file, etree.XMLParser(load_dtd=True, resolve_entities=True))
    _logs.append(tree)
    return {"readings": len(tree.xpath("//reading"))}


@view_config(route_name="furnace_zone", renderer="json", permission="staff")
def zone_readings(request):
    zone = request.params.get("zone", "crucible")
    out = []
    for tree in _logs:
        out.extend(float(r.get("celsius")) for r in tree.xpath("//reading[@zone='%s']" % zone))
    return {"zone": zone, "readings": out}


@view_config(route_name="furnace_zone", request_param="alarm", renderer="json", permission="staff")
def zone_alarms(request):
    out = []
    for tree in _logs:
        out.extend(r.get("at") for r in tree.xpath("//alarm[@zone=$zone]", zone=request.params["alarm"]))
    return {"alarms": out}


@view_config(route_name="annealer", renderer="json", permission="staff")
def annealer_status(request):
    return kiln.annealer_status(request.registry.settings["gatherglass.annealer_host"])


@view_config(route_name="annealer", request_param="host", renderer="json", permission="staff")
def other_annealer(request):
    return kiln.probe_annealer(request.params["host"], request.params.get("port", "80"))


@view_config(route_name="annealer", request_method="POST", renderer="json", permission="staff")
def load_program(request):
    upload = request.POST["program"]
    return kiln.load_program(request.POST.get("name", upload.filename), upload.file.read(), request.POST.get("annealer", "1"))


@view_config(route_name="annealer", request_method="POST", request_param="preset", renderer="json", permission="staff")
def load_preset(request):
    return kiln.load_preset(request.POST["preset"], request.POST.get("annealer", "1"))
