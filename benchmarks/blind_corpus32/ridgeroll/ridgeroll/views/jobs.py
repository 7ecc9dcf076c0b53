import html

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config

UNITS = ("metric", "imperial")


@view_config(route_name="jobs", renderer="json", request_method="GET")
def list_jobs(request):
    parish = request.params.get("parish")
    status = request.params.get("status", "booked")
    if parish:
        sql = "SELECT id, client, parish, roof, starts_on FROM jobs WHERE status = '{}' AND parish = '{}'".format(status, parish)
        rows = request.db.execute(sql).fetchall()
    else:
        rows = request.db.execute(
            "SELECT id, client, parish, roof, starts_on FROM jobs WHERE status = ? ORDER BY starts_on", (status,)
        ).fetchall()
    return [dict(r) for r in rows]


@view_config(route_name="job_sheet", request_method="GET")
def job_sheet(request):
    job = request.db.execute(
        "SELECT client, address, roof, starts_on FROM jobs WHERE id = ?", (int(request.matchdict["job_id"]),)
    ).fetchone()
    if job is None:
        raise HTTPNotFound()
    body = "<h1>Job sheet</h1><dl>" + "".join(
        f"<dt>{label}</dt><dd>{html.escape(str(job[key]))}</dd>"
        for label, key in (("Client", "client"), ("Address", "address"), ("Roof", "roof"), ("Start", "starts_on"))
    ) + "</dl>"
    return Response(body, content_type="text/html")


@view_config(route_name="job_units", request_method="POST", renderer="json")
def set_units(request):
    units = request.POST.get("units")
    if units not in UNITS:
        units = UNITS[0]
    request.response.set_cookie("units", value=units, max_age=365 * 86400, secure=True, httponly=True, samesite="Lax")
    return {"units": units}
