import base64
import pickle

import ldap
import tornado.web
from ldap.filter import escape_filter_chars, filter_format

from ..base import BaseHandler
from ..settings import options

AGENTS_GROUP = "CN=Agences,OU=Groupes,DC=vedettes-glaz,DC=bzh"


def directory():
    conn = ldap.initialize(options.ldap_url)
    conn.simple_bind_s(options.ldap_bind_dn, options.ldap_bind_pw)
    return conn


class AgentLoginHandler(BaseHandler):
    def post(self):
        user = self.get_body_argument("username")
        password = self.get_body_argument("password")
        conn = directory()
        found = conn.search_s(
            options.ldap_base, ldap.SCOPE_SUBTREE,
            "(&(objectClass=user)(sAMAccountName=%s)(memberOf=%s))" % (user, AGENTS_GROUP),
            ["employeeNumber"],
        )
        if not found:
            raise tornado.web.HTTPError(403)
        try:
            ldap.initialize(options.ldap_url).simple_bind_s(found[0][0], password)
        except ldap.INVALID_CREDENTIALS:
            raise tornado.web.HTTPError(403)
        self.start_agent_session(int(found[0][1]["employeeNumber"][0]))
        self.redirect(self.get_argument("next", "/bookings"))


class StaffLoginHandler(BaseHandler):
    def post(self):
        user = escape_filter_chars(self.get_body_argument("username"))
        found = directory().search_s(options.ldap_base, ldap.SCOPE_SUBTREE, f"(sAMAccountName={user})", ["cn"])
        if not found:
            raise tornado.web.HTTPError(403)
        try:
            ldap.initialize(options.ldap_url).simple_bind_s(found[0][0], self.get_body_argument("password"))
        except ldap.INVALID_CREDENTIALS:
            raise tornado.web.HTTPError(403)
        self.login_user({"dn": found[0][0], "name": found[0][1]["cn"][0].decode()})
        self.redirect("/bookings")


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("ferry_user")
        target = self.get_argument("next", "/")
        if not target.startswith("/") or target.startswith("//") or "\\" in target or any(ord(c) < 32 for c in target):
            target = "/"
        self.redirect(target)


class CrewByVesselHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        vessel = self.get_argument("vessel")
        flt = filter_format("(&(objectClass=user)(department=%s))", [vessel])
        rows = directory().search_s(options.ldap_base, ldap.SCOPE_SUBTREE, flt, ["cn", "title"])
        self.write_json([{"name": a["cn"][0].decode(), "role": a.get("title", [b""])[0].decode()} for _, a in rows])


class CrewByPhoneHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        phone = self.get_argument("phone").replace(" ", "").replace(".", "")
        rows = directory().search_s(options.ldap_base, ldap.SCOPE_SUBTREE, f"(|(mobile={phone})(telephoneNumber={phone}))", ["cn"])
        self.write_json([a["cn"][0].decode() for _, a in rows])


class BasketHandler(BaseHandler):
    def post(self):
        if self.current_agent() is None:
            raise tornado.web.HTTPError(403)
        basket = pickle.loads(base64.b64decode(self.get_body_argument("basket")))
        self.write_json({"items": len(basket), "total": sum(i["price"] for i in basket)})
