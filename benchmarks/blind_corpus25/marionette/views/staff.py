import hashlib
import os

import ldap
import web
from ldap.filter import escape_filter_chars

from .. import model, settings


def _ldap():
    conn = ldap.initialize(settings.LDAP_URL)
    conn.simple_bind_s("", "")
    return conn


class CrewSearch:
    def GET(self):
        params = web.input(skill="")
        web.header("Content-Type", "text/plain; charset=utf-8")
        res = _ldap().search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(puppetSkill=%s)" % params.skill, ["cn"])
        return "\n".join(dn for dn, _ in res)


class CrewMember:
    def GET(self, uid):
        web.header("Content-Type", "text/plain; charset=utf-8")
        res = _ldap().search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_filter_chars(uid), ["cn", "mail"])
        return "\n".join(dn for dn, _ in res)


class CrewPassword:
    def POST(self):
        form = web.input(uid="", password="")
        digest = hashlib.sha1(form.password.encode()).hexdigest()
        model.db.update("crew", where="uid = $uid", vars={"uid": form.uid}, pw=digest)
        return "ok"

    def PUT(self):
        form = web.input(uid="", password="")
        salt = os.urandom(16)
        digest = hashlib.scrypt(form.password.encode(), salt=salt, n=2 ** 14, r=8, p=1)
        model.db.update("crew", where="uid = $uid", vars={"uid": form.uid}, pw=salt.hex() + digest.hex())
        return "ok"
