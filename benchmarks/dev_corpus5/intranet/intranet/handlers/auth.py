import hashlib
import hmac
import re

import ldap
import tornado.web
from ldap.filter import escape_filter_chars
from tornado.options import options

from intranet.handlers.base import BaseHandler


def _ldap():
    conn = ldap.initialize(options.ldap_uri)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(options.ldap_bind_dn, options.ldap_bind_password)
    return conn


_LOCAL_PATH_RE = re.compile(r"^/(?![/\\])[^\s\\]*\Z")


def _safe_next(value):
    return value if value and _LOCAL_PATH_RE.match(value) else "/"


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    def post(self):
        username = self.get_argument("username")
        password = self.get_argument("password")
        conn = _ldap()
        res = conn.search_s(options.ldap_base, ldap.SCOPE_SUBTREE,
                            "(&(objectClass=user)(sAMAccountName=%s))" % escape_filter_chars(username), ["cn"])
        dns = [dn for dn, _ in res if dn]
        if len(dns) != 1:
            raise tornado.web.HTTPError(403)
        try:
            ldap.initialize(options.ldap_uri).simple_bind_s(dns[0], password)
        except ldap.INVALID_CREDENTIALS:
            raise tornado.web.HTTPError(403)
        self.set_secure_cookie("intranet_user", username, expires_days=1, secure=True, httponly=True)
        self.redirect(_safe_next(self.get_argument("next", "/")))


class ContractorLoginHandler(BaseHandler):
    """Contractors are not in AD; their accounts live in MySQL."""

    def post(self):
        username = self.get_argument("username")
        row = self.repo.contractor(username)
        digest = hashlib.md5(self.get_argument("password").encode("utf-8")).hexdigest()
        if row is None or not hmac.compare_digest(row["password_md5"], digest):
            raise tornado.web.HTTPError(403)
        self.set_secure_cookie("contractor", username, expires_days=7)
        self.redirect(self.get_argument("next", "/"))


class GroupMembersHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        group = self.get_argument("group")
        conn = _ldap()
        res = conn.search_s(options.ldap_base, ldap.SCOPE_SUBTREE, "(&(objectClass=group)(cn=%s))" % group,
                            ["member"])
        members = []
        for dn, attrs in res:
            if dn:
                members.extend(m.decode("utf-8") for m in attrs.get("member", []))
        self.write({"group": group, "members": members})


class AvatarHandler(BaseHandler):
    def get(self, email):
        digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
        self.redirect("https://www.gravatar.com/avatar/%s?d=identicon&s=80" % digest)
