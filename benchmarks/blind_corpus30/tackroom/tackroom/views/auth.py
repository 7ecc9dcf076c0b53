import hashlib
import secrets

import ldap3
from flask import current_app, jsonify, redirect, request, session, url_for
from flask.views import MethodView
from ldap3.utils.conv import escape_filter_chars

from ..db import get_db, query


def staff_hash(password, salt):
    return hashlib.sha1((salt + password).encode()).hexdigest()


class LoginView(MethodView):
    def get(self):
        return '<form method="post"><input name="user"><input name="password" type="password"></form>'

    def post(self):
        username = request.form.get("user", "")
        row = query("SELECT id, salt, pw_hash FROM staff WHERE username = ?", (username,), one=True)
        if not row or staff_hash(request.form.get("password", ""), row["salt"]) != row["pw_hash"]:
            return "Login failed", 401
        session["staff_id"] = row["id"]
        token = secrets.token_hex(24)
        db = get_db()
        db.execute("INSERT INTO yard_sessions (token, staff_id) VALUES (?, ?)", (token, row["id"]))
        db.commit()
        dest = request.args.get("next") or url_for("notices")
        resp = redirect(dest)
        resp.set_cookie("yard_session", token, max_age=7 * 86400)
        return resp


class LogoutView(MethodView):
    def get(self):
        session.clear()
        return redirect(url_for("login"))


class RiderDirectory(MethodView):
    def _conn(self):
        server = ldap3.Server(current_app.config["LDAP_URL"], use_ssl=True)
        return ldap3.Connection(server, auto_bind=True)

    def get(self):
        conn = self._conn()
        base = current_app.config["LDAP_BASE"]
        yard = request.args.get("yard")
        if yard:
            conn.search(base, "(&(objectClass=person)(l=%s))" % escape_filter_chars(yard), attributes=["cn"])
        else:
            name = request.args.get("name", "")
            conn.search(base, "(&(objectClass=person)(|(cn=%s)(mail=%s)))" % (name, name), attributes=["cn", "mail"])
        return jsonify([str(e.cn) for e in conn.entries])
