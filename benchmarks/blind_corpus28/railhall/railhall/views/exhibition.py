from urllib.parse import urlparse

import requests
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.response import Response
from pyramid.view import view_config
from sqlalchemy import text

from railhall.directory import ClubDirectory

PHOTO_HOSTS = {"images.modellbahn-ausstellung.de", "cdn.railhall-club.de"}


@view_config(route_name="exhibitors", renderer="json")
def exhibitors(request):
    rows = request.db.execute(text("SELECT id, name, layout, scale FROM exhibitors WHERE year = :y"),
                              {"y": int(request.params.get("year", 2024))}).fetchall()
    out = [dict(r._mapping) for r in rows]
    if request.params.get("scale") and request.session.get("member"):
        directory = ClubDirectory(request.registry.settings)
        conn = directory.anonymous()
        if conn:
            out.append({"members": directory.search_members(conn, request.params["scale"], request.params.get("name", ""))})
    return out


@view_config(route_name="exhibitor_photo")
def exhibitor_photo(request):
    src = request.params.get("src", "")
    host = urlparse(src).hostname or ""
    if urlparse(src).scheme != "https" or host not in PHOTO_HOSTS:
        raise HTTPBadRequest("photo host not allowed")
    upstream = requests.get(src, timeout=10, allow_redirects=False)
    return Response(upstream.content, content_type=upstream.headers.get("content-type", "image/jpeg"))


@view_config(route_name="exhibitors", request_method="POST", renderer="json")
def register_layout(request):
    form = request.json_body
    preview = form.get("preview_url")
    size = None
    if preview:
        head = requests.head(preview, timeout=5)
        size = head.headers.get("content-length")
    request.db.execute(
        text("INSERT INTO exhibitors (name, layout, scale, year, preview_url) VALUES (:n, :l, :s, :y, :p)"),
        {"n": form["name"], "l": form["layout"], "s": form["scale"], "y": int(form["year"]), "p": preview},
    )
    return {"ok": True, "preview_size": size}
