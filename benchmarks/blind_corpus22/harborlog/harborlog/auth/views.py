import ldap
from ldap.filter import escape_filter_chars
from flask import current_app, flash, make_response, redirect, render_template, request, session, url_for

from . import bp
from .tokens import check_password, new_session_token
from ..util.safety import is_local_path


def _ldap():
    conn = ldap.initialize(current_app.config["LDAP_URI"])
    conn.simple_bind_s("cn=reader,dc=marina,dc=internal", current_app.config.get("LDAP_READER_PW", ""))
    return conn


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    conn = _ldap()
    results = conn.search_s(current_app.config["LDAP_BASE_DN"], ldap.SCOPE_SUBTREE, "(&(objectClass=person)(uid=%s))" % username)
    if not results or not check_password(results[0][1], password):
        flash("Unknown skipper or wrong password")
        return redirect(url_for("auth.login"))
    session["uid"] = username
    token = new_session_token()
    target = request.args.get("next") or url_for("berths.index")
    resp = make_response(redirect(target))
    resp.set_cookie("harbor_session", token)
    return resp


@bp.route("/directory")
def directory():
    surname = request.args.get("surname", "")
    conn = _ldap()
    flt = "(&(objectClass=person)(sn=%s*))" % escape_filter_chars(surname)
    rows = conn.search_s(current_app.config["LDAP_BASE_DN"], ldap.SCOPE_ONELEVEL, flt, ["cn", "mail"])
    return render_template("directory.html", rows=rows)


@bp.route("/logout")
def logout():
    session.clear()
    back = request.args.get("back", "/")
    if not is_local_path(back):
        back = url_for("berths.index")
    resp = make_response(redirect(back))
    resp.delete_cookie("harbor_session")
    return resp


@bp.route("/prefs", methods=["POST"])
def prefs():
    view = "list" if request.form.get("view") == "list" else "grid"
    resp = make_response(redirect(url_for("berths.index")))
    resp.set_cookie("berth_view", view, secure=True, httponly=True, samesite="Lax")
    return resp
