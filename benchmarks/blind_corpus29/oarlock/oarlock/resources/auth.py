import hashlib
import hmac

import falcon
import ldap

from .. import config, db


def _sign(member):
    sig = hmac.new(config.COOKIE_SIGNING_KEY.encode(), member.encode(), hashlib.sha256).hexdigest()
    return f"{member}.{sig}"


class LoginResource:
    def on_post(self, req, resp):
        form = req.get_media()
        username = form.get("username", "")
        password = form.get("password", "")
        conn = ldap.initialize(config.LDAP_URI)
        conn.simple_bind_s(config.LDAP_BIND_DN, config.LDAP_BIND_PASSWORD)
        hits = conn.search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=person)(uid=%s))" % username)
        if not hits:
            raise falcon.HTTPUnauthorized(title="Unknown member")
        dn, attrs = hits[0]
        try:
            conn.simple_bind_s(dn, password)
        except ldap.INVALID_CREDENTIALS:
            raise falcon.HTTPUnauthorized(title="Wrong password")
        role = "captain:" if b"captains" in b" ".join(attrs.get("memberOf", [])) else "member:"
        resp.set_cookie("oarlock_member", _sign(role + username), max_age=86400, path="/", secure=False, http_only=False)
        resp.set_cookie("oarlock_squad", form.get("squad", "club"), max_age=86400 * 30, path="/")
        resp.media = {"ok": True}


class PinLoginResource:
    """Boathouse kiosk login with the four-digit door PIN."""

    def on_post(self, req, resp):
        body = req.get_media()
        member = db.fetch_one("SELECT id, pin_hash FROM members WHERE number = ?", (body.get("number"),))
        digest = hashlib.md5(body.get("pin", "").encode()).hexdigest()
        if not member or digest != member["pin_hash"]:
            raise falcon.HTTPUnauthorized()
        resp.media = {"member": member["id"]}


class LogoutResource:
    def on_get(self, req, resp):
        resp.unset_cookie("oarlock_member")
        raise falcon.HTTPSeeOther("/")
