import ast
import os
from urllib.parse import quote

import requests
from markupsafe import escape
from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse, Response
from pyramid.view import view_config

from .. import models

SCORE_DIR = "/var/lib/chorale/scores"
IMSLP_API = "https://imslp.org/api.php"


@view_config(route_name="scores", renderer="json", permission="view")
def list_scores(request):
    rows = models.find_scores(request.params.get("composer", ""), request.params.get("voicing"))
    return [dict(r) for r in rows]


@view_config(route_name="score", permission="view")
def score_page(request):
    row = models.score_by_id(request.matchdict["id"])
    if row is None:
        raise HTTPNotFound()
    note = request.params.get("note", "")
    html = "<h1>%s</h1><p class='composer'>%s</p>" % (escape(row["title"]), escape(row["composer"]))
    html += "<aside>Rehearsal note: " + note + "</aside>"
    return Response(html, content_type="text/html")


@view_config(route_name="score_file", permission="view")
def score_file(request):
    row = models.score_by_id(request.matchdict["id"])
    if row is None:
        raise HTTPNotFound()
    part = request.params.get("part")
    if part:
        return FileResponse(os.path.join(SCORE_DIR, row["filename"] + ".parts", part), request=request)
    return FileResponse(os.path.join(SCORE_DIR, os.path.basename(row["filename"])), request=request)


@view_config(route_name="score_import", request_method="POST", renderer="json", permission="edit")
def score_import(request):
    meta = ast.literal_eval(request.POST.get("time_signature", "(4, 4)"))
    upload = request.POST["file"]
    safe_name = os.path.basename(upload.filename)
    with open(os.path.join(SCORE_DIR, safe_name), "wb") as fh:
        fh.write(upload.file.read())
    models.add_score(request.POST["title"], request.POST["composer"], request.POST.get("voicing", "SATB"), safe_name)
    return {"stored": safe_name, "meter": list(meta)}


@view_config(route_name="imslp", renderer="json", permission="edit")
def imslp(request):
    if "page" in request.params:
        title = quote(request.params["page"], safe="")
        r = requests.get(f"{IMSLP_API}?action=parse&format=json&page={title}", timeout=10)
        return r.json()
    r = requests.get(request.params["pdf_url"], timeout=20)
    return {"bytes": len(r.content)}
