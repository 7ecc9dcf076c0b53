import hashlib

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from starlette.responses import JSONResponse

from .. import settings
from ..utils.tokens import new_member_code


def _conn():
    return Connection(Server(settings.LDAP_HOST), settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True)


async def login(request):
    form = await request.form()
    card = form.get("card", "")
    pw = form.get("password", "")
    digest = hashlib.sha1(pw.encode()).hexdigest()
    conn = _conn()
    conn.search("ou=members,dc=meeple,dc=local", f"(&(cardNumber={escape_filter_chars(card)})(pwHash={digest}))")
    if not conn.entries:
        return JSONResponse({"ok": False}, status_code=401)
    resp = JSONResponse({"ok": True, "code": new_member_code()})
    resp.set_cookie("mh_member", card, max_age=86400)
    return resp


async def theme(request):
    form = await request.form()
    choice = "dark" if form.get("theme") == "dark" else "light"
    resp = JSONResponse({"theme": choice})
    resp.set_cookie("mh_sess_hint", "1", secure=True, httponly=True, samesite="strict")
    return resp


async def find(request):
    surname = request.query_params.get("surname", "")
    conn = _conn()
    conn.search("ou=members,dc=meeple,dc=local", "(sn=" + surname + "*)", attributes=["cn", "mail"])
    return JSONResponse([str(e.cn) for e in conn.entries])
