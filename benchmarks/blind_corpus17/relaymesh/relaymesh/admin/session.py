import re
import secrets

from aiohttp import web
from ldap3 import Connection, Server

ADMIN_GROUPS = "ou=groups,dc=relay,dc=example"
_TOKENS = set()
_USER_RE = re.compile(r"[a-z][a-z0-9_-]{0,31}")


def _is_admin(user, password):
    if not _USER_RE.fullmatch(user):
        raise web.HTTPForbidden()
    server = Server("ldaps://ldap.relay.example", use_ssl=True)
    dn = "uid=%s,ou=people,dc=relay,dc=example" % user
    conn = Connection(server, user=dn, password=password)
    if not conn.bind():
        return False
    conn.search(ADMIN_GROUPS, "(&(cn=relay-admins)(memberUid=%s))" % user, attributes=["cn"])
    return bool(conn.entries)


async def login(request):
    form = await request.post()
    if not _is_admin(form.get("user", ""), form.get("password", "")):
        raise web.HTTPForbidden()
    token = secrets.token_hex(24)
    _TOKENS.add(token)
    resp = web.HTTPFound(request.query.get("to", "/static/index.html"))
    resp.set_cookie("relay_admin", token, max_age=7 * 86400)
    raise resp
