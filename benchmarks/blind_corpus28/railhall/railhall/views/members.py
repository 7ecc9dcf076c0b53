import hashlib
import os
import random

from pyramid.httpexceptions import HTTPForbidden, HTTPFound, HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config
from sqlalchemy import text


@view_config(route_name="guest_login", request_method="POST")
def guest_login(request):
    """Visiting operators from other clubs get a local guest account."""
    name = request.POST.get("name", "")
    row = request.db.execute(text("SELECT id, pw_hash FROM guests WHERE name = :n"), {"n": name}).fetchone()
    supplied = hashlib.md5(request.POST.get("password", "").encode()).hexdigest()
    if row is None or supplied != row.pw_hash:
        raise HTTPForbidden()
    request.session["member"] = {"login": "guest:%s" % name, "name": name}
    return HTTPFound(location=request.route_url("session_list"))


@view_config(route_name="password_reset", request_method="POST", renderer="json")
def password_reset(request):
    name = request.POST.get("name", "")
    code = "%06d" % random.randint(0, 999999)
    request.db.execute(text("UPDATE guests SET reset_code = :c WHERE name = :n"), {"c": code, "n": name})
    return {"sent": True}


@view_config(route_name="member_card")
def member_card(request):
    member = request.session.get("member")
    if not member:
        raise HTTPForbidden()
    cards = os.path.join(request.registry.settings["railhall.upload_dir"], "cards")
    filename = request.params.get("file") or "%s.pdf" % member["login"]
    path = os.path.join(cards, filename)
    if not os.path.exists(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request, content_type="application/pdf")
