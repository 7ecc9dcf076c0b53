"""Team directory look-ups against the team's LDAP server."""
import html
import json

from aiohttp import web
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..session import current_member

routes = web.RouteTableDef()
ATTRS = ["cn", "mobile", "mrtSkill", "mrtCallsign"]


def _connection(settings):
    return Connection(Server(settings.ldap_url, get_info=ALL), auto_bind=True)


@routes.get("/members/skills")
async def by_skill(request):
    current_member(request)
    settings = request.app["settings"]
    skill = request.query.get("skill", "")
    conn = _connection(settings)
    query = "(&(objectClass=mrtMember)(mrtSkill=%s))" % skill
    conn.search(settings.ldap_base, query, attributes=ATTRS)
    return web.json_response([e.entry_attributes_as_dict for e in conn.entries], dumps=lambda o: json.dumps(o, default=str))


@routes.get("/members/card")
async def member_card(request):
    current_member(request)
    settings = request.app["settings"]
    callsign = escape_filter_chars(request.query.get("callsign", ""))
    conn = _connection(settings)
    conn.search(settings.ldap_base, f"(&(objectClass=mrtMember)(mrtCallsign={callsign}))", attributes=ATTRS)
    rows = "".join(
        f"<tr><td>{html.escape(str(e.cn))}</td><td>{html.escape(str(e.mobile))}</td></tr>" for e in conn.entries
    )
    return web.Response(text=f"<table class='card'>{rows}</table>", content_type="text/html")
