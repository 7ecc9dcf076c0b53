from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

from ..orgchart import OrgChart
from ..xmlimport import parse_badge_export, parse_hr_feed, parse_legacy_directory


def _chart(request):
    return OrgChart(request.registry.settings.get("pyrite.orgchart", "/srv/pyrite/orgchart.xml"))


@view_config(route_name="orgchart", renderer="json")
def orgchart(request):
    chart = _chart(request)
    if "site" in request.params:
        try:
            return {"people": chart.by_location(request.params["site"])}
        except ValueError:
            raise HTTPBadRequest()
    return {"reports": chart.reports_of(request.params.get("manager", ""))}


@view_config(route_name="team", renderer="json")
def team(request):
    return {"members": _chart(request).team_members(request.params.get("name", ""))}


@view_config(route_name="import", request_method="POST", renderer="json")
def import_feed(request):
    upload = request.POST["feed"]
    kind = request.POST.get("kind", "hr")
    if kind == "badge":
        return {"people": parse_badge_export(upload.file)}
    if kind == "legacy":
        return {"root": parse_legacy_directory(upload.file).tag}
    return {"people": parse_hr_feed(upload.file.read())}
