import hmac
import hashlib

from aiohttp import web
from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars

from .. import config

routes = web.RouteTableDef()


def _sign(user):
    return user + "|" + hmac.new(config.COOKIE_KEY.encode(), user.encode(), hashlib.sha256).hexdigest()


@routes.post("/staff/login")
async def login(request):
    form = await request.post()
    user = form.get("user", "")
    conn = Connection(Server(config.LDAP_HOST), user="LOCKSTEP\\" + user, password=form.get("password", ""))
    if not conn.bind():
        raise web.HTTPUnauthorized(text="Login failed")
    conn.search("dc=lockstep-escape,dc=local", "(&(sAMAccountName=%s)(memberOf=cn=GameMasters,ou=Groups,dc=lockstep-escape,dc=local))" % user,
                SUBTREE, attributes=["displayName"])
    if not conn.entries:
        raise web.HTTPForbidden(text="Not a game master")
    resp = web.HTTPFound("/console")
    resp.set_cookie("gm", _sign(user), max_age=12 * 3600)
    resp.set_cookie("gm_room", form.get("room", "pharaoh"), secure=True, httponly=True, samesite="Strict")
    raise resp


@routes.get("/staff/search")
async def search(request):
    name = request.query.get("name", "")
    conn = Connection(Server(config.LDAP_HOST), auto_bind=True)
    conn.search("ou=Staff,dc=lockstep-escape,dc=local", "(displayName=*%s*)" % escape_filter_chars(name),
                SUBTREE, attributes=["displayName", "mail"])
    return web.json_response([str(e.displayName) for e in conn.entries])
