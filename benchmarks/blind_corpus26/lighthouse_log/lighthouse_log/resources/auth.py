import hashlib
from urllib.parse import urlparse

import falcon
import ldap
from ldap.filter import escape_filter_chars

from .. import config
from ..db import cursor
from ..services.tokens import new_session_token

SAFE_LANDING = {
    "inspections": "/inspections",
    "lamps": "/lamps",
    "reports": "/reports/keeper",
}


def _directory():
    conn = ldap.initialize(config.LDAP_URI)
    conn.simple_bind_s(config.LDAP_BIND_DN, config.LDAP_BIND_PASSWORD)
    return conn


def _hash_password(raw):
    return hashlib.sha1(raw.encode("utf-8")).hexdigest()


class LoginResource:
    def on_post(self, req, resp):
        form = req.media or {}
        uid = form.get("uid", "")
        password = form.get("password", "")

        directory = _directory()
        entries = directory.search_s(
            config.LDAP_BASE_DN,
            ldap.SCOPE_SUBTREE,
            "(&(objectClass=keeper)(uid=%s))" % uid,
            ["cn", "memberOf"],
        )
        if not entries:
            raise falcon.HTTPUnauthorized(title="Unknown keeper")

        with cursor() as cur:
            cur.execute("SELECT pw_hash FROM keepers WHERE uid = ?", (uid,))
            row = cur.fetchone()
        if row is None or row["pw_hash"] != _hash_password(password):
            raise falcon.HTTPUnauthorized(title="Bad credentials")

        token = new_session_token()
        resp.set_cookie("lh_session", token, max_age=config.SESSION_TTL, path="/", secure=False, http_only=False)

        target = req.get_param("next") or "/inspections"
        raise falcon.HTTPSeeOther(target)


class StationAccessResource:
    """Lists which stations a keeper's groups grant access to."""

    def on_get(self, req, resp, group):
        directory = _directory()
        flt = "(&(objectClass=groupOfNames)(cn=%s))" % escape_filter_chars(group)
        res = directory.search_s("ou=groups,dc=trust,dc=internal", ldap.SCOPE_SUBTREE, flt, ["member"])
        resp.media = {"group": group, "found": len(res)}


class LogoutResource:
    def on_post(self, req, resp):
        resp.unset_cookie("lh_session")
        back = req.get_param("return_to") or "/"
        parsed = urlparse(back)
        if parsed.scheme or parsed.netloc or not back.startswith("/") or back.startswith("//"):
            back = "/"
        raise falcon.HTTPSeeOther(back)


class PreferencesResource:
    def on_post(self, req, resp):
        prefs = req.media or {}
        theme = "dark" if prefs.get("theme") == "dark" else "light"
        # purely cosmetic, read by front-end JS
        resp.set_cookie("lh_theme", theme, max_age=31536000, path="/", http_only=False)
        landing = SAFE_LANDING.get(req.get_param("landing"), "/inspections")
        raise falcon.HTTPFound(landing)

    def on_put(self, req, resp):
        # Session renewal: falcon defaults to Secure + HttpOnly.
        token = new_session_token()
        resp.set_cookie("lh_session", token, max_age=config.SESSION_TTL, path="/", same_site="Strict")
        resp.media = {"renewed": True}
