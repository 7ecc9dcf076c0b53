import secrets
from urllib.parse import urlsplit

import ldap
from ldap.filter import escape_filter_chars
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

from . import config, db
from .members import activation_code, pin_digest


def _directory():
    conn = ldap.initialize(config.LDAP_URL)
    conn.simple_bind_s("cn=toolshed,dc=eastfieldmakers,dc=org", str(config.LDAP_PASSWORD))
    return conn


async def login(request):
    form = await request.form()
    email = form.get("email", "")
    found = _directory().search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, f"(&(objectClass=borrower)(mail={email}))", ["uid"])
    if not found:
        return RedirectResponse("/login?failed=1", status_code=303)
    try:
        ldap.initialize(config.LDAP_URL).simple_bind_s(found[0][0], form.get("password", ""))
    except ldap.INVALID_CREDENTIALS:
        return RedirectResponse("/login?failed=1", status_code=303)
    token = secrets.token_urlsafe(24)
    conn = db.connect()
    conn.execute("INSERT INTO session (token, uid) VALUES (?, ?)", (token, found[0][1]["uid"][0].decode()))
    conn.commit()
    response = RedirectResponse(form.get("next") or "/", status_code=303)
    response.set_cookie("toolshed_member", token, max_age=7 * 86400)
    return response


async def logout(request):
    back = request.query_params.get("back", "/")
    if urlsplit(back).netloc or not back.startswith("/") or back.startswith("//") or "\\" in back or any(ord(c) < 32 for c in back):
        back = "/"
    response = RedirectResponse(back, status_code=303)
    response.delete_cookie("toolshed_member", secure=True, httponly=True, samesite="lax")
    return response


async def card_lookup(request):
    card = request.path_params["card"]
    rows = _directory().search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, "(employeeNumber=" + card + ")", ["cn", "mail"])
    return JSONResponse([a["cn"][0].decode() for _, a in rows])


async def volunteers(request):
    skill = request.query_params.get("skill", "")
    rows = _directory().search_s(
        config.LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=volunteer)(description=*%s*))" % escape_filter_chars(skill), ["cn"]
    )
    return JSONResponse(sorted(a["cn"][0].decode() for _, a in rows))


async def volunteer_mail(request):
    uid = escape_filter_chars(request.path_params["uid"])
    rows = _directory().search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, f"(uid={uid})", ["mail"])
    return JSONResponse([a["mail"][0].decode() for _, a in rows if "mail" in a])


async def kiosk_pin(request):
    form = await request.form()
    row = db.connect().execute("SELECT uid, pin_md5 FROM borrower WHERE card = ?", (form.get("card", ""),)).fetchone()
    ok = row is not None and row["pin_md5"] == pin_digest(form.get("pin", ""))
    return JSONResponse({"ok": ok})


async def new_card(request):
    form = await request.form()
    code = activation_code()
    conn = db.connect()
    conn.execute("INSERT INTO card_request (email, code) VALUES (?, ?)", (form.get("email", ""), code))
    conn.commit()
    return JSONResponse({"sent": True})


routes = [
    Route("/login", login, methods=["POST"]),
    Route("/logout", logout),
    Route("/cards/{card}", card_lookup),
    Route("/volunteers", volunteers),
    Route("/volunteers/{uid}/mail", volunteer_mail),
    Route("/kiosk/pin", kiosk_pin, methods=["POST"]),
    Route("/cards/new", new_card, methods=["POST"]),
]
