import hashlib
import time
from urllib.parse import urlparse

from flask import Blueprint, current_app, redirect, request, url_for
from flask_login import LoginManager, UserMixin, login_user
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .db import get_db

bp = Blueprint("auth", __name__)
login_manager = LoginManager()


class Agent(UserMixin):
    def __init__(self, username):
        self.id = username


@login_manager.user_loader
def _load(user_id):
    return Agent(user_id)


def _is_safe(target):
    return urlparse(target).netloc in ("", request.host)


def _directory(username, password):
    server = Server(current_app.config["LDAP_HOST"])
    conn = Connection(server, user="SUPPORT\\" + username, password=password)
    if not conn.bind():
        return None
    conn.search(current_app.config["LDAP_BASE"], "(sAMAccountName=%s)" % escape_filter_chars(username), attributes=["memberOf"])
    return conn.entries[0] if conn.entries else None


@bp.route("/login", methods=["POST"])
def login():
    entry = _directory(request.form["username"], request.form["password"])
    if entry is None:
        return {"error": "invalid"}, 401
    login_user(Agent(request.form["username"]), remember=True)
    target = request.args.get("next") or url_for("tickets_list")
    if not _is_safe(target):
        target = url_for("tickets_list")
    return redirect(target)


@bp.route("/go")
def go():
    return redirect(url_for(request.args.get("endpoint", "tickets_list")))


@bp.route("/portal/login", methods=["POST"])
def portal_login():
    """Customers (not agents) log into the self-service portal with email + password."""
    email = request.form["email"]
    digest = hashlib.sha256(request.form["password"].encode()).hexdigest()
    row = get_db().execute("SELECT id FROM customers WHERE email = ? AND pw_hash = ?", (email, digest)).fetchone()
    return ({"ok": True}, 200) if row else ({"ok": False}, 401)


@bp.route("/portal/reset", methods=["POST"])
def portal_reset():
    email = request.form["email"]
    token = hashlib.sha1(("%s:%d" % (email, int(time.time()))).encode()).hexdigest()
    get_db().execute("UPDATE customers SET reset_token = ? WHERE email = ?", (token, email))
    get_db().commit()
    return {"sent": True}
