import hashlib

from bottle import Bottle, abort, redirect, request, response
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from . import db, settings

app = Bottle()


def current_member():
    member = request.get_cookie("member_id")
    if not member:
        abort(401, "Please sign in")
    return member


def _digest(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


@app.post("/login")
def login():
    email = request.forms.get("email", "")
    row = db.rows("SELECT id, pw FROM members WHERE email = ?", (email,))
    if not row or row[0]["pw"] != _digest(request.forms.get("password", "")):
        abort(403, "Wrong email or password")
    response.set_cookie("member_id", str(row[0]["id"]), path="/", max_age=14 * 86400)
    response.set_cookie("court_pref", request.forms.get("surface", "grass"), path="/", secure=True, httponly=True)
    redirect("/courts")


@app.get("/members/lookup")
def lookup():
    current_member()
    surname = request.query.get("surname", "")
    conn = Connection(Server(settings.LDAP_URL), auto_bind=True)
    conn.search("ou=members,dc=elmparkltc,dc=org,dc=uk", "(sn=%s)" % escape_filter_chars(surname),
                attributes=["cn", "telephoneNumber"])
    return {"members": [str(e.cn) for e in conn.entries]}


@app.get("/members/committee")
def committee():
    current_member()
    conn = Connection(Server(settings.LDAP_URL), auto_bind=True)
    conn.search("ou=members,dc=elmparkltc,dc=org,dc=uk", "(&(objectClass=person)(committeeRole=*))",
                attributes=["cn", "committeeRole"])
    return {"committee": [[str(e.cn), str(e.committeeRole)] for e in conn.entries]}
