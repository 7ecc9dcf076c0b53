import ldap3
from ldap3.utils.conv import escape_filter_chars
from starlette.responses import JSONResponse

from .. import settings


def _search(flt, attrs):
    conn = ldap3.Connection(ldap3.Server(settings.LDAP_URL), auto_bind=True)
    conn.search(settings.LDAP_BASE, flt, attributes=attrs)
    return conn.entries


async def judge_lookup(request):
    region = request.query_params.get("region", "")
    entries = _search("(&(objectClass=judge)(region=%s))" % escape_filter_chars(region), ["cn"])
    return JSONResponse([str(e.cn) for e in entries])


async def judge_panel(request):
    data = await request.json()
    names = "".join("(cn=%s)" % n for n in data.get("names", []))
    entries = _search("(|" + names + ")", ["cn", "mail"])
    return JSONResponse([str(e.mail) for e in entries])
