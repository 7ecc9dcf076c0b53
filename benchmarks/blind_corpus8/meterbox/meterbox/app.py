import hashlib
import hmac
import os

import bottle
import jinja2
import yaml
from bottle import request, response, static_file, template

from . import db
from .compat import quote
from .charts import render_chart

app = bottle.Bottle()
COOKIE_KEY = os.environ.get("METERBOX_COOKIE_KEY", "")
USERS_FILE = os.environ.get("METERBOX_USERS", "/etc/meterbox/users")
REPORT_DIR = os.environ.get("METERBOX_REPORTS", "/var/lib/meterbox/reports")
STATIC_DIR = os.path.join(os.path.dirname(__file__), "static")
METER_ORDER = {"name": "name", "site": "site, name", "installed": "installed_on DESC"}


def _check_login(user, password):
    with open(USERS_FILE) as fh:
        for line in fh:
            name, _, digest = line.strip().partition(":")
            if name == user:
                calc = hashlib.pbkdf2_hmac("sha256", password.encode(), name.encode(), 200_000).hex()
                return hmac.compare_digest(calc, digest)
    return False


@app.post("/login")
def login():
    user = request.forms.get("user", "")
    if not _check_login(user, request.forms.get("password", "")):
        bottle.abort(401, "bad login")
    response.set_cookie(
        "mb_auth", user, secret=COOKIE_KEY, httponly=True, secure=True, samesite="strict", max_age=8 * 3600
    )
    bottle.redirect(request.query.get("back") or "/")


@app.get("/meters/<meter_id>/readings")
def readings(meter_id):
    start = request.query.get("from", "1970-01-01")
    end = request.query.get("to", "2999-12-31")
    rows = db.query(
        f"SELECT ts, kwh FROM readings WHERE meter_id = '{meter_id}' AND ts BETWEEN ? AND ? ORDER BY ts",
        (start, end),
    )
    return {"meter": meter_id, "readings": [dict(r) for r in rows]}


@app.get("/sites/<site>")
def site_meters(site):
    rows = db.query("SELECT id, name FROM meters WHERE site = ? ORDER BY name", (site,))
    return {"site": site, "meters": [dict(r) for r in rows]}


@app.get("/meters/<meter_id>/title")
def meter_title(meter_id):
    label = request.query.get("label", meter_id)
    return template("<h1>Meter {{!label}}</h1><img src='/charts/{{meter_id}}.png'>", label=label, meter_id=meter_id)


@app.get("/meters/<meter_id>/caption")
def meter_caption(meter_id):
    label = request.query.get("label", meter_id)
    return template("<figcaption>{{label}} ({{meter_id}})</figcaption>", label=label, meter_id=meter_id)


@app.get("/charts/<meter_id>.png")
def chart(meter_id):
    rows = db.query("SELECT ts, kwh FROM readings WHERE meter_id = ? ORDER BY ts", (meter_id,))
    response.content_type = "image/png"
    return render_chart(meter_id, rows)


@app.get("/meters")
def list_meters():
    order = METER_ORDER.get(request.query.get("order", "name"), "name")
    rows = db.query(f"SELECT id, name, site FROM meters ORDER BY {order}")
    return {"meters": [dict(r) for r in rows]}


@app.post("/meters/lookup")
def lookup():
    meter_id = request.forms.get("meter_id", "")
    bottle.redirect("/meters/" + quote(meter_id, safe="") + "/readings")


@app.get("/sites/<site>/banner")
def site_banner(site):
    msg = request.query.get("msg", "")
    return jinja2.Template("<div class='banner'>{{ site }}: {{ msg }}</div>").render(site=site, msg=msg)


@app.get("/reports")
def report():
    name = request.query.get("report", "")
    with open(os.path.join(REPORT_DIR, name), "rb") as fh:
        response.content_type = "text/csv"
        return fh.read()


@app.get("/static/<filepath:path>")
def static(filepath):
    return static_file(filepath, root=STATIC_DIR)


@app.post("/meters/<meter_id>/config")
def upload_config(meter_id):
    cfg = yaml.safe_load(request.body.read())
    db.query("UPDATE meters SET poll_seconds = ? WHERE id = ?", (int(cfg.get("poll_seconds", 900)), meter_id))
    return {"ok": True}
