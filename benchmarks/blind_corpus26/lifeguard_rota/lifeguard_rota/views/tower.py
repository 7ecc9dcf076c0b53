import os

from pyramid.httpexceptions import HTTPBadRequest
from pyramid.response import Response
from pyramid.view import view_config

from ..services.alerts import PA_MESSAGES, export_roster, play_message, render_pdf, speak_text


@view_config(route_name="siren", renderer="json", request_method="POST")
def siren(request):
    settings = request.registry.settings
    tower = request.matchdict["tower"]
    body = request.json_body
    if "announcement" in body:
        speak_text(settings["pa.bin"], tower, body["announcement"])
        return {"spoken": True}
    key = body.get("message")
    if key not in PA_MESSAGES or not tower.isalnum():
        raise HTTPBadRequest()
    play_message(settings["pa.bin"], tower, key)
    return {"played": key}


@view_config(route_name="roster_export", request_method="GET")
def roster_export(request):
    rows = request.db.execute("SELECT tower, guard_id, slot, day FROM shifts ORDER BY day").fetchall()
    path = export_roster([tuple(r) for r in rows])
    try:
        pdf = render_pdf(path)
    finally:
        os.unlink(path)
    return Response(pdf, content_type="application/pdf")
