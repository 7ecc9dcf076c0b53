import base64
import hashlib
import hmac
import time
from urllib.parse import urlsplit

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from flask_login import LoginManager, UserMixin, current_user, login_required, login_user
from itsdangerous import URLSafeSerializer
from ldap3 import Connection

bp = Blueprint("auth", __name__)
login_manager = LoginManager()
login_manager.login_view = "auth.login"

COOKIE_DEFAULTS = dict(secure=True, httponly=True, samesite="Lax")


class User(UserMixin):
    def __init__(self, person):
        self.person = person
        self.id = person["uid"]

    @property
    def is_admin(self):
        return "it-admins" in (self.person.get("departmentNumber") or "")


@login_manager.user_loader
def load_user(uid):
    person = current_app.directory.find_by_uid(uid)
    return User(person) if person else None


def _local_target(target):
    parts = urlsplit(target or "")
    if not target or parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return url_for("directory.search")
    return target


def _auth_value(uid):
    sig = hmac.new(current_app.config["SECRET_KEY"].encode(), uid.encode(), hashlib.sha256).hexdigest()
    return base64.b64encode(f"{uid}:{sig}".encode()).decode()


def reset_signature(uid, expires):
    secret = current_app.config["SECRET_KEY"]
    return hashlib.md5(f"{secret}{uid}{expires}".encode()).hexdigest()


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    uid = request.form.get("uid", "")
    person = current_app.directory.find_by_uid(uid)
    if person is None:
        return render_template("login.html", error=True), 401
    dn = "uid=%s,%s" % (person["uid"], current_app.config["LDAP_BASE"])
    if not request.form.get("password") or not Connection(current_app.directory._server, user=dn, password=request.form["password"]).bind():
        return render_template("login.html", error=True), 401
    login_user(User(person), remember=bool(request.form.get("remember")))
    resp = redirect(_local_target(request.args.get("next")))
    resp.set_cookie("sd_auth", _auth_value(person["uid"]), max_age=8 * 3600, **COOKIE_DEFAULTS)
    return resp


@bp.route("/sso/legacy")
def legacy_sso():
    """Hand-off from the old intranet portal, which signs the uid with the shared key."""
    uid = request.args.get("uid", "")
    sig = request.args.get("sig", "")
    expected = hmac.new(current_app.config["SECRET_KEY"].encode(), uid.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        abort(403)
    resp = redirect(url_for("directory.search"))
    resp.set_cookie("sd_auth", base64.b64encode(f"{uid}:{sig}".encode()).decode())
    return resp


@bp.route("/admin/impersonate/<uid>", methods=["POST"])
@login_required
def impersonate(uid):
    if not current_user.is_admin:
        abort(403)
    token = URLSafeSerializer(current_app.config["SECRET_KEY"], salt="impersonate").dumps({"as": uid, "by": current_user.id})
    resp = redirect(url_for("directory.person", uid=uid))
    resp.set_cookie("sd_impersonate", token, secure=True, samesite="Strict")
    return resp


@bp.route("/reset", methods=["POST"])
def request_reset():
    person = current_app.directory.find_by_uid(request.form.get("uid", ""))
    if person:
        expires = int(time.time()) + 3600
        link = url_for("auth.reset", uid=person["uid"], exp=expires, sig=reset_signature(person["uid"], expires), _external=True)
        current_app.extensions["mailer"].send(person["mail"], "Password reset", link)
    return render_template("reset_sent.html")


@bp.route("/reset/confirm")
def reset():
    uid, exp, sig = request.args["uid"], int(request.args["exp"]), request.args["sig"]
    if exp < time.time() or not hmac.compare_digest(sig, reset_signature(uid, exp)):
        abort(403)
    return render_template("reset_form.html", uid=uid)
