from urllib.parse import urlsplit

import falcon
import ldap
from ldap.filter import escape_filter_chars, filter_format

from ..settings import LDAP_URI, PORTAL_ORIGIN


def _ldap():
    return ldap.initialize(LDAP_URI)


class SessionResource:
    def on_post(self, req, resp):
        key = req.get_media().get("curator_key", "")
        resp.set_cookie("herb_curator", key, secure=True, http_only=True, same_site="Strict", path="/")
        resp.set_cookie("herb_tz", req.get_media().get("tz", "UTC")[:40], secure=True, http_only=True)
        target = req.get_param("return") or "/specimens"
        raise falcon.HTTPSeeOther(target)


class ContinueResource:
    def on_get(self, req, resp):
        target = req.get_param("to") or "/"
        parts = urlsplit(target)
        if parts.netloc and "%s://%s" % (parts.scheme, parts.netloc) != PORTAL_ORIGIN:
            target = "/"
        if target.startswith("//") or "\\" in target or not target.isprintable():
            target = "/"
        raise falcon.HTTPFound(target)


class PeopleResource:
    def on_get(self, req, resp):
        c = _ldap()
        if req.get_param("uid"):
            res = c.search_s("ou=people,dc=botany", ldap.SCOPE_SUBTREE, filter_format("(uid=%s)", [req.get_param("uid")]))
        elif req.get_param("dept"):
            res = c.search_s("ou=people,dc=botany", ldap.SCOPE_SUBTREE, "(departmentNumber=" + escape_filter_chars(req.get_param("dept")) + ")")
        else:
            res = c.search_s("ou=people,dc=botany", ldap.SCOPE_SUBTREE, "(|(cn=*%s*)(mail=*%s*))" % (req.get_param("q", default=""), req.get_param("q", default="")))
        resp.media = [dn for dn, _ in res]
