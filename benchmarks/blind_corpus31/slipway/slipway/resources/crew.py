import hashlib
import os

import falcon
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..hooks import SESSIONS


class Login:
    def __init__(self, store, cfg):
        self.store = store
        self.cfg = cfg

    def on_post(self, req, resp):
        form = req.get_media()
        row = self.store.one("SELECT name, salt, pw FROM crew WHERE pager_id = ?", (form.get("pager_id"),))
        if not row:
            raise falcon.HTTPUnauthorized()
        digest = hashlib.pbkdf2_hmac("sha256", form.get("password", "").encode(), bytes.fromhex(row["salt"]), 200_000).hex()
        if digest != row["pw"]:
            raise falcon.HTTPUnauthorized()
        sid = os.urandom(24).hex()
        SESSIONS[sid] = {"name": row["name"]}
        resp.set_cookie("slip_sid", sid, secure=False, http_only=True)
        raise falcon.HTTPSeeOther(req.get_param("then") or "/board")


class Directory:
    def __init__(self, cfg):
        self.cfg = cfg

    def _conn(self):
        return Connection(Server(self.cfg["ldap_url"]), auto_bind=True)

    def on_get(self, req, resp):
        role = req.get_param("role", default="helm")
        conn = self._conn()
        conn.search(self.cfg["ldap_base"], "(&(objectClass=crewMember)(qualification=" + role + "))", attributes=["cn"])
        resp.media = [str(e.cn) for e in conn.entries]

    def on_get_pager(self, req, resp):
        pid = escape_filter_chars(req.get_param("id", default=""))
        conn = self._conn()
        conn.search(self.cfg["ldap_base"], "(pagerId=%s)" % pid, attributes=["cn", "mobile"])
        resp.media = [str(e.mobile) for e in conn.entries]
