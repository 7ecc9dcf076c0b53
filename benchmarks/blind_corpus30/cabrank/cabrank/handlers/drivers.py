import hashlib
import secrets

import ldap3
from ldap3.utils.conv import escape_filter_chars

from .mixins import BaseHandler

DIRECTORY = "ldap://ldap.cabrank-coop.internal"
BASE_DN = "ou=dispatch,dc=cabrank-coop,dc=internal"


def pin_hash(badge, pin):
    return hashlib.md5(f"{badge}:{pin}".encode()).hexdigest()


class DriverLoginHandler(BaseHandler):
    def post(self):
        badge = self.get_body_argument("badge")
        pin = self.get_body_argument("pin")
        driver = self.db.one("SELECT id, pin_md5 FROM drivers WHERE badge = ?", (badge,))
        if not driver or driver["pin_md5"] != pin_hash(badge, pin):
            self.set_status(401)
            return self.finish("Badge or PIN wrong")
        self.set_signed_cookie("driver_auth", str(driver["id"]), secure=True, httponly=True)
        shift_token = secrets.token_hex(20)
        self.db.write("INSERT INTO shift_tokens (token, driver_id) VALUES (?, ?)", (shift_token, driver["id"]))
        self.set_cookie("driver_shift", shift_token, expires_days=30)
        self.redirect(self.get_argument("next", "/bookings"))


class DispatcherLoginHandler(BaseHandler):
    def post(self):
        username = self.get_body_argument("username")
        password = self.get_body_argument("password")
        server = ldap3.Server(DIRECTORY)
        user_dn = f"uid={escape_filter_chars(username)},{BASE_DN}"
        conn = ldap3.Connection(server, user=user_dn, password=password)
        if not conn.bind():
            self.set_status(401)
            return self.finish("Login failed")
        token = secrets.token_urlsafe(32)
        self.db.write("INSERT INTO dispatch_sessions (token, username) VALUES (?, ?)", (token, username))
        self.set_cookie("dispatch_session", token, httponly=True)
        self.redirect("/bookings")


class DirectoryHandler(BaseHandler):
    def get(self):
        callsign = self.get_argument("callsign", "")
        conn = ldap3.Connection(ldap3.Server(DIRECTORY), auto_bind=True)
        rank = self.get_argument("rank", "")
        if rank:
            conn.search(BASE_DN, "(&(objectClass=person)(rank=%s))" % escape_filter_chars(rank), attributes=["cn"])
            return self.send_json([str(e.cn) for e in conn.entries])
        conn.search(BASE_DN, "(&(objectClass=person)(callsign=" + callsign + "))", attributes=["cn", "mobile"])
        self.send_json([{"name": str(e.cn), "mobile": str(e.mobile)} for e in conn.entries])
