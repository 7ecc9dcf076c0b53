import hashlib

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from starlette.responses import JSONResponse, RedirectResponse

from .. import config, db


def _hash(password, salt):
    return hashlib.sha1((salt + password).encode()).hexdigest()


async def login(request):
    form = await request.form()
    email = form.get("email", "")
    row = db.select("SELECT id, salt, pw FROM customers WHERE email = ?", (email,))
    if not row or _hash(form.get("password", ""), row[0]["salt"]) != row[0]["pw"]:
        return JSONResponse({"error": "login failed"}, status_code=401)
    request.session["customer"] = row[0]["id"]
    resp = RedirectResponse(form.get("after", "/"), status_code=303)
    resp.set_cookie("crate_customer", str(row[0]["id"]), max_age=90 * 86400)
    resp.set_cookie("crate_view", form.get("view", "grid"), secure=True, httponly=True)
    return resp


async def staff_find(request):
    name = request.query_params.get("name", "")
    shift = request.query_params.get("shift", "")
    conn = Connection(Server(config.LDAP_URL), auto_bind=True)
    conn.search("ou=staff,dc=crateside,dc=local", "(&(cn=%s*)(shift=%s))" % (escape_filter_chars(name), shift),
                attributes=["cn", "mail"])
    return JSONResponse([str(e.cn) for e in conn.entries])


async def go(request):
    dest = request.query_params.get("dest", "search")
    pages = {"search": "/search", "vouchers": "/vouchers", "tradein": "/tradein/basket"}
    return RedirectResponse(pages.get(dest, "/"))
