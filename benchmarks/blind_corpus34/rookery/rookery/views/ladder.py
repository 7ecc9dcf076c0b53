import html
from urllib.parse import urlparse

from pyramid.httpexceptions import HTTPFound
from pyramid.response import Response
from pyramid.view import view_config

from .. import db
from ..tokens import verification_token


@view_config(route_name="ladder", permission="view")
def ladder(request):
    rows = db.connect(request).execute("SELECT rung, name, grade FROM ladder ORDER BY rung").fetchall()
    items = "".join(f"<li>{r['rung']}. {html.escape(r['name'])} ({r['grade']})</li>" for r in rows)
    note = request.params.get("msg", "")
    banner = f"<div class='flash'>{note}</div>" if note else ""
    return Response(f"<h1>Club ladder</h1>{banner}<ol>{items}</ol>")


@view_config(route_name="challenge", permission="play", request_method="POST")
def challenge(request):
    opponent = request.POST.get("opponent", "")
    conn = db.connect(request)
    conn.execute("INSERT INTO challenge (challenger, opponent) VALUES (?, ?)", (request.authenticated_userid, opponent))
    conn.commit()
    back = request.POST.get("back", "/ladder")
    if urlparse(back).netloc or not back.startswith("/") or back.startswith("//") or "\\" in back or any(ord(c) < 32 for c in back):
        back = "/ladder"
    response = HTTPFound(location=back + "?msg=" + "Challenge+sent")
    response.set_cookie("last_opponent", html.escape(opponent), secure=True, httponly=True, samesite="Lax")
    return response


@view_config(route_name="verify")
def verify(request):
    conn = db.connect(request)
    row = conn.execute("SELECT id, login FROM member WHERE verify_token = ?", (request.matchdict["token"],)).fetchone()
    if row is None:
        return Response("<p>That link has expired.</p>", status=404)
    fresh = verification_token()
    conn.execute("UPDATE member SET verified = 1, verify_token = ? WHERE id = ?", (fresh, row["id"]))
    conn.commit()
    response = Response("<p>Thanks, %s &mdash; you're on the ladder.</p>" % html.escape(row["login"]))
    response.set_cookie("rookery_member", row["login"], max_age=90 * 86400)
    return response
