from urllib.parse import urlparse

import ldap3
from ldap3.utils.conv import escape_filter_chars
from starlette.responses import JSONResponse, RedirectResponse

from .. import settings
from ..security import new_member_token


def _conn():
    return ldap3.Connection(ldap3.Server(settings.LDAP_URL), auto_bind=True)


async def find_member(request):
    postcode = request.query_params.get("postcode", "")
    conn = _conn()
    conn.search(settings.LDAP_BASE, f"(postalCode={postcode})", attributes=["cn", "mail"])
    return JSONResponse([e.entry_to_json() for e in conn.entries])


async def member_by_card(request):
    card = request.path_params["card"]
    conn = _conn()
    conn.search(settings.LDAP_BASE, "(libraryCard=%s)" % escape_filter_chars(card), attributes=["cn"])
    return JSONResponse([str(e.cn) for e in conn.entries])


async def login(request):
    form = await request.form()
    token = new_member_token()
    response = RedirectResponse(url="/tools", status_code=303)
    response.set_cookie("toolshed_member", token, max_age=86400)
    return response


async def remember_branch(request):
    branch = request.query_params.get("branch", "north")
    response = JSONResponse({"branch": branch})
    response.set_cookie("toolshed_branch", branch[:20], secure=True, httponly=True, samesite="lax")
    return response


async def after_login(request):
    target = request.query_params.get("next", "/tools")
    return RedirectResponse(url=target)


async def back_to(request):
    target = request.query_params.get("next", "/tools")
    parsed = urlparse(target)
    if parsed.scheme or parsed.netloc or not target.startswith("/") or target.startswith(("//", "/\\")):
        target = "/tools"
    return RedirectResponse(url=target)
