import os
import random
import uuid

import requests
from pyramid.response import Response
from pyramid.view import view_config

from ..services.geocode import locate

PHOTO_DIR = "/srv/parish/reports"
TIPS = ["Include the nearest house number.", "A photo helps the highways team.", "Note which lane is affected."]


@view_config(route_name="report_problem", request_method="GET", renderer="templates/report.jinja2")
def report_form(request):
    return {"tip": random.choice(TIPS)}


@view_config(route_name="report_problem", request_method="POST", renderer="json")
def report(request):
    where = locate(request.POST["address"])
    photo = request.POST.get("photo")
    stored = None
    if photo is not None and hasattr(photo, "file"):
        stored = f"{uuid.uuid4().hex}.jpg"
        with open(os.path.join(PHOTO_DIR, stored), "wb") as fh:
            fh.write(photo.file.read())
    cur = request.db.cursor()
    cur.execute("INSERT INTO problem_report (kind, address, lat, lon, photo) VALUES (%s, %s, %s, %s, %s)",
                (request.POST["kind"], request.POST["address"], where and where[0], where and where[1], stored))
    request.db.commit()
    return {"ok": True}


@view_config(route_name="map_tile")
def map_tile(request):
    upstream = requests.get(request.params["src"], timeout=5)
    return Response(body=upstream.content, content_type=upstream.headers.get("content-type", "image/png"))
