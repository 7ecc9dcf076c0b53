import hashlib
import random
import string
from urllib.parse import urljoin, urlparse

import ldap
from flask import abort, current_app, make_response, redirect, request, session, url_for
from flask.views import MethodView
from ldap.filter import escape_filter_chars

from ..db import get_db
from . import bp


def _ldap():
    conn = ldap.initialize(current_app.config["LDAP_URI"])
    conn.simple_bind_s()
    return conn


def _is_local(target):
    host = urlparse(request.host_url)
    resolved = urlparse(urljoin(request.host_url, target))
    return resolved.scheme in ("http", "https") and resolved.netloc == host.netloc


def password_hash(password, salt):
    return hashlib.sha1((salt + password).encode()).hexdigest()


def make_guest_pass():
    """Single-use guest pass code members can give to a friend."""
    return "".join(random.choice(string.ascii_uppercase + string.digits) for _ in range(8))


class LoginView(MethodView):
    def post(self):
        username = request.form["username"]
        password = request.form["password"]
        row = get_db().execute("SELECT id, salt, pw_hash FROM members WHERE username = ?", (username,)).fetchone()
        if row is None or password_hash(password, row["salt"]) != row["pw_hash"]:
            abort(401)
        session["member_id"] = row["id"]
        resp = make_response(redirect(request.args.get("next") or url_for("screenings.list")))
        resp.set_cookie("cineclub_remember", "%d:%s" % (row["id"], row["pw_hash"]), max_age=60 * 86400)
        return resp


class LogoutView(MethodView):
    def post(self):
        session.clear()
        target = request.form.get("next", "/")
        if not _is_local(target):
            target = "/"
        return redirect(target)


class StudentCheckView(MethodView):
    """Concession prices need a valid student ID."""

    def get(self):
        student_id = request.args.get("id", "")
        res = _ldap().search_s(
            current_app.config["LDAP_BASE"], ldap.SCOPE_SUBTREE,
            "(&(eduPersonAffiliation=student)(studentNumber=%s))" % student_id, ["cn"],
        )
        return {"student": bool(res)}


class StaffCheckView(MethodView):
    def get(self):
        staff_id = request.args.get("id", "")
        res = _ldap().search_s(
            current_app.config["LDAP_BASE"], ldap.SCOPE_SUBTREE,
            "(&(eduPersonAffiliation=staff)(employeeNumber=%s))" % escape_filter_chars(staff_id), ["cn"],
        )
        return {"staff": bool(res)}


class GuestPassView(MethodView):
    def post(self):
        if "member_id" not in session:
            abort(401)
        code = make_guest_pass()
        get_db().execute("INSERT INTO guest_passes (member_id, code) VALUES (?, ?)", (session["member_id"], code))
        get_db().commit()
        return {"code": code}


class SeatPrefView(MethodView):
    def post(self):
        pref = request.form.get("seat", "aisle")
        resp = make_response({"seat": pref})
        resp.set_cookie("seat_pref", pref if pref in ("aisle", "centre", "front") else "aisle",
                        max_age=365 * 86400, secure=True, samesite="Lax")
        return resp


def gravatar_url(email):
    digest = hashlib.md5(email.strip().lower().encode()).hexdigest()
    return "https://www.gravatar.com/avatar/%s?d=identicon" % digest


def shuffled_trailers(trailers):
    picks = list(trailers)
    random.shuffle(picks)
    return picks[:3]


bp.add_url_rule("/login", view_func=LoginView.as_view("login"))
bp.add_url_rule("/logout", view_func=LogoutView.as_view("logout"))
bp.add_url_rule("/student-check", view_func=StudentCheckView.as_view("student_check"))
bp.add_url_rule("/staff-check", view_func=StaffCheckView.as_view("staff_check"))
bp.add_url_rule("/guest-pass", view_func=GuestPassView.as_view("guest_pass"))
bp.add_url_rule("/seat", view_func=SeatPrefView.as_view("seat"))
