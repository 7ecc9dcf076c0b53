import functools
import os
from urllib.parse import quote

import bottle
from bottle import Bottle, abort, redirect, request, response, template

from . import alerts, charts, db, firings, glaze_calc, passwords, photos, profiles, reports, session, tokens

app = Bottle()
bottle.debug(os.environ.get("KILNLOG_DEBUG") == "1")
bottle.TEMPLATE_PATH.insert(0, os.path.join(os.path.dirname(__file__), "views"))


def login_required(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        user = session.current_user()
        if user is None:
            redirect("/login?next=" + quote(request.fullpath))
        request.environ["kilnlog.user"] = user
        return fn(*args, **kwargs)

    return wrapper


def me():
    return request.environ["kilnlog.user"]


@app.get("/login")
def login_form():
    return template("login", error=None, next=request.query.get("next", "/"))


@app.post("/login")
def login():
    user = db.user_by_email(request.forms.get("email"))
    if user is None or not passwords.verify(request.forms.get("password", ""), user["pw_hash"]):
        return template("login", error="Wrong email or password", next=request.forms.get("next", "/"))
    session.start(user["id"])
    redirect(request.forms.get("next") or "/")


@app.get("/logout")
def logout():
    session.end()
    target = request.query.get("next", "/")
    if not target.startswith("/") or target.startswith("//") or "\\" in target:
        target = "/"
    redirect(target)


@app.post("/password/forgot")
def forgot_password():
    user = db.user_by_email(request.forms.get("email"))
    if user:
        token = tokens.password_reset_token()
        with db.connect() as conn:
            conn.execute("UPDATE users SET reset_token = ? WHERE id = ?", (token, user["id"]))
    return template("forgot_sent")


@app.get("/")
@login_required
def home():
    with db.connect() as conn:
        rows = reports.recent(conn, request.query.get("sort", "date"))
    return template("home", firings=rows, user=me())


@app.get("/firings")
@login_required
def firings_list():
    with db.connect() as conn:
        if request.query.get("kiln"):
            rows = reports.firings_for_kiln(conn, request.query.get("kiln"))
        else:
            rows = reports.firings_between(conn, request.query.get("from", "2000-01-01"), request.query.get("to", "2100-01-01"))
    return template("firings", firings=rows)


@app.get("/stats/cones")
@login_required
def cone_stats():
    with db.connect() as conn:
        return {"counts": [dict(r) for r in reports.cone_counts(conn, request.query.get("year", "2024"))]}


@app.post("/firings")
@login_required
def add_firing():
    rows = zip(request.forms.getall("rate"), request.forms.getall("target"), request.forms.getall("hold"))
    sched = firings.schedule_from_form(request.forms.get("name", "untitled"), rows)
    with db.connect() as conn:
        conn.execute(
            "INSERT INTO firings (kiln, started, cone, atmosphere, notes, profile) VALUES (?, datetime('now'), ?, ?, ?, ?)",
            (request.forms.get("kiln"), request.forms.get("cone"), request.forms.get("atmosphere"), request.forms.get("notes"), profiles.dump_signed(sched)),
        )
    redirect("/")


@app.post("/firings/<firing_id:int>/photo")
@login_required
def firing_photo(firing_id):
    name = photos.save_firing_photo(request.files.get("photo"), firing_id)
    return {"stored": name}


@app.post("/glazes/test-tile")
@login_required
def glaze_test_tile():
    return {"stored": os.path.basename(photos.save_glaze_test(request.files.get("photo")))}


@app.post("/glazes/batch")
@login_required
def glaze_batch():
    recipe = glaze_calc.parse_recipe(request.forms.get("recipe", ""))
    additions = glaze_calc.parse_additions(request.forms.get("additions"))
    return glaze_calc.scale(recipe, float(request.forms.get("grams", "1000")), additions)


@app.post("/profiles/import")
@login_required
def import_profile():
    upload = request.files.get("profile")
    sched = profiles.import_legacy_profile(upload.file)
    return {"name": getattr(sched, "name", "?"), "segments": len(getattr(sched, "segments", []))}


@app.get("/kilns/<kiln_id:int>/chart.png")
@login_required
def kiln_chart(kiln_id):
    kiln = db.kiln(kiln_id) or abort(404)
    out = os.path.join("/srv/kilnlog/charts", f"kiln-{kiln_id}.png")
    charts.temperature_chart(db.latest_temps(kiln_id, limit=500), kiln["name"], out)
    response.content_type = "image/png"
    with open(out, "rb") as fh:
        return fh.read()


@app.post("/settings/webhook/test")
@login_required
def webhook_test():
    user = me()
    if not user["webhook_url"]:
        return {"error": "no webhook configured"}
    return {"status": alerts.notify_webhook(user, {"event": "test", "user": user["email"]})}
