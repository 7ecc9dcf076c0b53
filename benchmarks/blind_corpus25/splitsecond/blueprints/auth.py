from urllib.parse import urlparse

import ldap3
from ldap3.utils.conv import escape_filter_chars
from sanic import Blueprint, response

from ..config import RaceConfig
from ..services.tokens import marshal_session_id

bp = Blueprint("auth", url_prefix="/auth")


@bp.post("/login")
async def login(request):
    user = request.form.get("user", "")
    conn = ldap3.Connection(ldap3.Server(RaceConfig.LDAP_URL), auto_bind=True)
    conn.search(RaceConfig.LDAP_BASE, "(&(uid=" + user + ")(memberOf=cn=marshals))", attributes=["cn"])
    if not conn.entries:
        return response.json({"error": "not a marshal"}, status=403)
    resp = response.redirect(request.args.get("next", "/timing/"))
    resp.add_cookie("ss_marshal", marshal_session_id(), secure=False, httponly=False)
    return resp


@bp.get("/marshal/<callsign>")
async def marshal(request, callsign):
    conn = ldap3.Connection(ldap3.Server(RaceConfig.LDAP_URL), auto_bind=True)
    conn.search(RaceConfig.LDAP_BASE, "(marshalCallsign=%s)" % escape_filter_chars(callsign), attributes=["cn", "mail"])
    return response.json([str(e.cn) for e in conn.entries])


@bp.get("/lang")
async def lang(request):
    lang = request.args.get("lang", "en")[:5]
    back = request.args.get("back", "/")
    if urlparse(back).netloc or not back.startswith("/") or back.startswith("//") or "\\" in back:
        back = "/"
    resp = response.redirect(back)
    resp.add_cookie("ss_lang", lang, secure=True, httponly=True, samesite="Lax")
    return resp
