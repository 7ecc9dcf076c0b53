import secrets

import ldap
import ldap.filter
import web

from .. import config

SESSIONS = {}


def _conn():
    c = ldap.initialize(config.WARDEN_LDAP)
    c.simple_bind_s()
    return c


class Login:
    def POST(self):
        i = web.input(user="", password="", next="/warden/rota")
        who = ldap.filter.escape_filter_chars(i.user)
        res = _conn().search_s("ou=wardens,dc=pitchup", ldap.SCOPE_SUBTREE, "(uid=%s)" % who)
        if not res:
            raise web.unauthorized()
        token = secrets.token_urlsafe(24)
        SESSIONS[token] = i.user
        web.setcookie("pu_warden", token, secure=True, httponly=True, samesite="Strict")
        nxt = i.next if i.next in ("/warden/rota", "/warden/find") else "/warden/rota"
        raise web.seeother(nxt)


class Rota:
    def GET(self):
        week = web.input(week="").week
        res = _conn().search_s("ou=rota,dc=pitchup", ldap.SCOPE_ONELEVEL, "(week=" + week + ")")
        return "\n".join(dn for dn, _ in res)


class Find:
    def GET(self):
        i = web.input(q="")
        flt = "(|(cn=*%s*)(mobile=%s))" % (i.q, i.q)
        res = _conn().search_s("ou=wardens,dc=pitchup", ldap.SCOPE_SUBTREE, flt)
        return "\n".join(dn for dn, _ in res)
