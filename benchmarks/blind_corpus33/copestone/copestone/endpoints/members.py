"""Member login, password reset and the member directory."""
from urllib.parse import urlsplit

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from starlette.endpoints import HTTPEndpoint
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse, RedirectResponse

from .. import db, settings
from ..helpers import tokens


class LoginEndpoint(HTTPEndpoint):
    async def post(self, request):
        form = await request.form()
        rows = await db.query("SELECT id, pw_hash, role FROM members WHERE email = ?", (form.get("email", ""),))
        if not rows or not tokens.check_password(form.get("password", ""), rows[0]["pw_hash"]):
            raise HTTPException(status_code=403)
        request.session["member"] = rows[0]["id"]
        request.session["role"] = rows[0]["role"]
        response = RedirectResponse(request.query_params.get("next", "/"), status_code=303)
        response.set_cookie("cs_member", tokens.member_token(rows[0]["id"]), max_age=60 * 60 * 24 * 30)
        return response


async def logout(request):
    request.session.clear()
    target = request.query_params.get("next", "/")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        target = "/"
    response = RedirectResponse(target, status_code=303)
    response.delete_cookie("cs_member")
    return response


def _ldap():
    return Connection(Server(settings.LDAP_URL), auto_bind=True)


async def find(request):
    name = request.query_params.get("name", "")
    with _ldap() as conn:
        conn.search(settings.LDAP_BASE, f"(&(objectClass=dswaMember)(|(cn=*{name}*)(l={name})))", attributes=["cn", "l", "dswaGrade"])
        return JSONResponse([{"name": str(e.cn), "town": str(e.l), "grade": str(e.dswaGrade)} for e in conn.entries])


async def by_grade(request):
    grade = escape_filter_chars(request.path_params["grade"])
    with _ldap() as conn:
        conn.search(settings.LDAP_BASE, "(&(objectClass=dswaMember)(dswaGrade=%s))" % grade, attributes=["cn", "l"])
        return JSONResponse([{"name": str(e.cn), "town": str(e.l)} for e in conn.entries])


class ResetEndpoint(HTTPEndpoint):
    async def post(self, request):
        form = await request.form()
        rows = await db.query("SELECT id FROM members WHERE email = ?", (form.get("email", ""),))
        if rows:
            code = tokens.reset_code()
            await db.execute("UPDATE members SET reset_code = ?, reset_expires = datetime('now', '+1 hour') WHERE id = ?", (code, rows[0]["id"]))
        return JSONResponse({"sent": True})
