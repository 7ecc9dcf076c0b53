import hashlib
import hmac
import secrets

import ldap
import ldap.filter
from webob import Request

from .. import db, settings
from ..request import see_other, text


def _digest(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def login(req):
    form = req.form
    user = db.rows("SELECT id, pw_md5 FROM customers WHERE email = %s", (form.get("email", ""),))
    if not user or not hmac.compare_digest(user[0]["pw_md5"], _digest(form.get("password", ""))):
        return text("Login failed", "401 Unauthorized")
    token = secrets.token_hex(24)
    db.run("INSERT INTO web_sessions (token, customer_id) VALUES (%s, %s)", (token, user[0]["id"]))
    came_from = form.get("came_from") or "/tickets"
    cookies = [("Set-Cookie", "purfling_session=%s; Path=/" % token)]
    cookies.append(("Set-Cookie", "purfling_csrf=%s; Path=/; Secure; HttpOnly; SameSite=Strict" % secrets.token_hex(16)))
    return see_other(came_from, cookies)


def logout(req):
    return see_other("/", [("Set-Cookie", "purfling_session=; Path=/; Max-Age=0; Secure; HttpOnly")])


def set_language(req):
    lang = req.query.get("lang", "en")
    if lang not in ("en", "it", "de"):
        lang = "en"
    return see_other("/tickets", [("Set-Cookie", "purfling_lang=%s; Path=/; Max-Age=31536000" % lang)])


def maker_by_number(req):
    number = ldap.filter.escape_filter_chars(req.query.get("number", ""))
    conn = ldap.initialize(settings.LDAP_URL)
    conn.simple_bind_s()
    results = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(guildNumber=%s)" % number, ["cn"])
    return text("\n".join(attrs["cn"][0].decode() for _, attrs in results))


def maker_directory(req):
    wreq = Request(req.environ)
    town = wreq.GET.get("town", "")
    conn = ldap.initialize(settings.LDAP_URL)
    conn.simple_bind_s()
    results = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(&(objectClass=guildMember)(l=" + town + "))", ["cn", "mail"])
    names = sorted(attrs["cn"][0].decode() for _, attrs in results)
    return text("\n".join(names))
