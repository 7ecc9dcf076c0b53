from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from sanic import Blueprint
from sanic.response import json

from .config import Settings

bp = Blueprint("crew", url_prefix="/crew")


def _find(flt):
    c = Connection(Server(Settings.LDAP_URL), auto_bind=True)
    c.search(Settings.LDAP_BASE, flt, attributes=["cn", "mobile"])
    return c.entries


@bp.get("/chase")
async def chase(request):
    region = request.args.get("region", "")
    return json([str(e.mobile) for e in _find("(&(role=chase)(region=%s))" % region)])


@bp.get("/pilot")
async def pilot(request):
    lic = escape_filter_chars(request.args.get("licence", ""))
    return json([str(e.cn) for e in _find("(licence=%s)" % lic)])
