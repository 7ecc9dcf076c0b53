"""Beach conditions: bathing-water quality feed and CAP weather warnings."""
import re

import requests
from lxml import etree
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

BEACH_CODE = re.compile(r"^[a-z]{2}-\d{4}$")
CAP_NS = {"cap": "urn:oasis:names:tc:emergency:cap:1.2"}


@view_config(route_name="conditions", renderer="json")
def conditions(request):
    beach = request.matchdict["beach"]
    if not BEACH_CODE.match(beach):
        raise HTTPBadRequest()
    base = request.registry.settings["water_quality.base"]
    r = requests.get(base + beach, timeout=6)
    return {"beach": beach, "quality": r.json().get("classification")}


@view_config(route_name="conditions_proxy", renderer="json")
def conditions_proxy(request):
    """Neighbouring councils publish their own JSON feeds; the board proxies them."""
    feed = request.params["feed"]
    r = requests.get(feed, timeout=6)
    return {"feed": feed, "data": r.json()}


@view_config(route_name="cap_alert", renderer="json", request_method="POST")
def cap_alert(request):
    parser = etree.XMLParser(resolve_entities=True)
    alert = etree.fromstring(request.body, parser)
    area = request.params.get("area", "")
    events = alert.xpath("//cap:info[cap:area/cap:areaDesc='%s']/cap:event/text()" % area, namespaces=CAP_NS)
    severity = alert.xpath("//cap:info[cap:area/cap:areaDesc=$a]/cap:severity/text()", namespaces=CAP_NS, a=area)
    return {"events": [str(e) for e in events], "severity": [str(s) for s in severity]}


@view_config(route_name="cap_alert", renderer="json", request_method="PUT")
def cap_alert_strict(request):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    alert = etree.fromstring(request.body, parser)
    return {"identifier": alert.findtext("cap:identifier", namespaces=CAP_NS)}
