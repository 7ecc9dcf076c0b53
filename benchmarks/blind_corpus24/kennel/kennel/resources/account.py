import base64
from urllib.parse import urlsplit

import falcon
import ldap
from ldap.filter import escape_filter_chars

from .. import config, tokens

SESSIONS = {}


def _ldap():
    c = ldap.initialize(config.LDAP_URL)
    c.simple_bind_s()
    return c


class StaffLogin:
    def on_post(self, req, resp):
        form = req.get_media()
        user = form.get("user", "")
        hits = _ldap().search_s(config.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(&(objectClass=person)(uid=%s))" % escape_filter_chars(user), ["cn"])
        if not hits:
            raise falcon.HTTPUnauthorized()
        try:
            ldap.initialize(config.LDAP_URL).simple_bind_s(hits[0][0], form.get("password", ""))
        except ldap.INVALID_CREDENTIALS:
            raise falcon.HTTPUnauthorized()
        sid = tokens.session_id()
        SESSIONS[sid] = user
        resp.set_cookie("kennel_sid", sid, max_age=8 * 3600, path="/")
        nxt = req.get_param("next") or "/staff"
        raise falcon.HTTPSeeOther(nxt)


class StaffRoster:
    def on_get(self, req, resp):
        shift = req.get_param("shift", default="am")
        hits = _ldap().search_s(config.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(&(objectClass=person)(shift=" + shift + "))", ["cn", "mail"])
        resp.media = [a["cn"][0].decode() for _dn, a in hits]

    def on_get_by_mail(self, req, resp):
        mail = req.get_param("mail", required=True)
        flt = "(mail=%s)" % escape_filter_chars(mail)
        resp.media = [dn for dn, _ in _ldap().search_s(config.LDAP_BASE, ldap.SCOPE_ONELEVEL, flt, ["cn"])]


class OwnerLogin:
    def on_post(self, req, resp):
        form = req.get_media()
        sid = tokens.session_id()
        SESSIONS[sid] = form.get("email")
        resp.set_cookie("owner_sid", sid, secure=False, http_only=False, max_age=30 * 86400)
        resp.append_header("Set-Cookie", f"owner_email={form.get('email', '')}; Path=/")
        raise falcon.HTTPSeeOther("/bookings")


class ReturnTo:
    def on_get(self, req, resp):
        target = base64.urlsafe_b64decode(req.get_param("r", default="Lw==")).decode()
        raise falcon.HTTPFound(target)

    def on_get_strip(self, req, resp):
        target = req.get_param("to", default="/")
        local = urlsplit(target)._replace(scheme="", netloc="").geturl()
        raise falcon.HTTPFound(local or "/")

    def on_get_checked(self, req, resp):
        target = req.get_param("to", default="/")
        parts = urlsplit(target)
        if "\\" in target or any(ord(ch) < 32 for ch in target):
            target = "/"
        elif parts.scheme or parts.netloc:
            if parts.scheme != "https" or parts.hostname not in config.RETURN_HOSTS:
                target = "/"
        elif not target.startswith("/") or target.startswith("//"):
            target = "/"
        raise falcon.HTTPFound(target)


class Prefs:
    def on_post(self, req, resp):
        size = req.get_media().get("units", "metric")
        resp.set_cookie("units", "imperial" if size == "imperial" else "metric", secure=True, http_only=True, same_site="Lax")
        raise falcon.HTTPSeeOther(config.SITE + "/prefs")
