from aiohttp import web
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..middlewares import dumps

routes = web.RouteTableDef()


def _conn(settings):
    return Connection(Server(settings.ldap_url), auto_bind=True)


@routes.get("/people/search")
async def people_search(request):
    s = request.app["settings"]
    q = request.query.get("q", "")
    conn = _conn(s)
    conn.search(s.ldap_base, f"(|(cn=*{q}*)(mail={q}))", attributes=["cn", "mail"])
    return web.json_response([e.entry_attributes_as_dict for e in conn.entries], dumps=dumps)


@routes.get("/people/organist")
async def organist(request):
    s = request.app["settings"]
    parish = escape_filter_chars(request.query.get("parish", ""))
    conn = _conn(s)
    conn.search(s.ldap_base, f"(&(role=organist)(parish={parish}))", attributes=["cn"])
    return web.json_response([str(e.cn) for e in conn.entries])
