import hashlib
import subprocess

import bottle
from bottle import abort, redirect, request, response
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import db
from ..config import CONFIG, COOKIE_SECRET
from ..qr import session_token

app = bottle.Bottle()

LANDING = {"rota": "/crew/rota", "manifest": "/manifests/today", "home": "/"}
PORTS = {"NORTHQ": "north-quay", "SOUTHB": "south-bay", "ISLEH": "isle-harbour"}


def _dir():
    return Connection(Server(CONFIG.get("crew", "ldap_url")), auto_bind=True)


@app.post("/login")
def login():
    username = request.forms.get("username", "")
    row = db.crew_member(username)
    if row is None or hashlib.md5(request.forms.get("password", "").encode()).hexdigest() != row["pw"]:
        abort(403)
    response.set_cookie("crew", username, secret=COOKIE_SECRET, httponly=True, secure=True, samesite="strict")
    response.set_cookie("fl_crew_token", session_token(), path="/")
    redirect(LANDING.get(request.query.get("to", "home"), "/"))


@app.get("/logout")
def logout():
    response.delete_cookie("crew")
    redirect(request.query.get("next") or "/")


@app.get("/whois")
def whois():
    conn = _dir()
    name = request.query.get("name", "")
    conn.search(CONFIG.get("crew", "ldap_base"), "(&(objectClass=person)(displayName=" + name + "))", attributes=["mail", "title"])
    return {"matches": [e.entry_dn for e in conn.entries]}


@app.get("/certs")
def certs():
    conn = _dir()
    uid = escape_filter_chars(request.query.get("uid", ""))
    conn.search(CONFIG.get("crew", "ldap_base"), f"(&(uid={uid})(objectClass=mariner))", attributes=["stcwCertificate"])
    return {"certs": [str(e.stcwCertificate) for e in conn.entries]}


@app.get("/tides")
def tides():
    port = request.query.get("port", "NORTHQ")
    if request.query.get("legacy"):
        return {"raw": subprocess.getoutput(f"tidecalc --station {port} --hours 12")}
    station = PORTS.get(port)
    if station is None:
        abort(400)
    return {"raw": subprocess.run(["tidecalc", "--station", station, "--hours", "12"], capture_output=True, text=True).stdout}
