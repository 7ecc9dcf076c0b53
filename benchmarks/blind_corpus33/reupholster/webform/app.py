"""Public quote form. Each submission is handed to the Celery workers."""
from flask import Flask, abort, make_response, redirect, render_template, render_template_string, request, url_for

from lib.db import cursor
from tasks import customers, drafts, fabrics, photos, quotes

from . import config
from .forms import FormError, QuoteRequest

app = Flask(__name__)
app.config.from_object(config)

THANKS = """<!doctype html><title>Thank you</title>
<h1>Thank you, {{ name }}</h1>
<p>Your reference is {{ ref }}. We'll be in touch within two working days.</p>"""


@app.route("/quote", methods=["GET"])
def quote_form():
    return render_template("quote.html")


@app.route("/quote", methods=["POST"])
def submit_quote():
    try:
        req = QuoteRequest.from_form(request.form)
    except FormError as exc:
        return "<p class='error'>%s</p><p>You entered: %s</p>" % (exc, request.form.get("postcode", "")), 400
    payload = req.payload()
    payload["password"] = request.form.get("password", "")
    payload["filename"] = request.form.get("photo_name", "")
    quotes.estimate.delay(payload)
    customers.register.delay(payload)
    fabrics.match.delay(payload)
    if req.photo_url:
        photos.fetch_linked.delay(payload)
    if "photo" in request.files:
        upload = request.files["photo"]
        photos.store_upload.delay({"ref": req.ref, "filename": upload.filename, "data_hex": upload.read().hex()})
    if request.form.get("own_fabric_xml"):
        fabrics.own_fabric.delay({"ref": req.ref, "spec_xml": request.form["own_fabric_xml"]})
    response = make_response(redirect(request.form.get("return_to") or url_for("thanks", ref=req.ref, name=req.name)))
    response.set_cookie("tt_quote", req.ref, max_age=60 * 60 * 24 * 60)
    return response


@app.route("/thanks")
def thanks():
    return render_template_string(THANKS, name=request.args.get("name", ""), ref=request.args.get("ref", ""))


@app.route("/my-quote")
def my_quote():
    ref = request.cookies.get("tt_quote", "")
    with cursor() as cur:
        cur.execute("SELECT q.ref, q.piece, q.total, c.name, c.phone, c.postcode FROM quotes q JOIN customers c USING (ref) WHERE q.ref = %s", (ref,))
        row = cur.fetchone()
    if row is None:
        abort(404)
    return render_template("my_quote.html", quote=row)


@app.route("/designer/save", methods=["POST"])
def designer_save():
    ref = request.cookies.get("tt_quote", "")
    drafts.restore.delay({"ref": ref, "saved_design": request.form["design"], "format": request.form.get("format", "legacy")})
    if request.form.get("preset"):
        drafts.import_preset.delay({"preset_yaml": request.form["preset"]})
    return {"queued": True}


@app.route("/area")
def area():
    result = customers.nearby.delay({"postcode": request.args.get("postcode", "")})
    return {"task": result.id}


@app.route("/callback", methods=["POST"])
def callback():
    result = customers.assign.delay({"ref": request.form["ref"], "skill": request.form.get("skill", ""), "uid": request.form.get("upholsterer", "")})
    return {"task": result.id}


@app.route("/back")
def back():
    target = request.args.get("to", "/")
    if target not in config.ALLOWED_RETURNS:
        abort(400)
    return redirect(target)


@app.route("/consent", methods=["POST"])
def consent():
    response = make_response(redirect(url_for("quote_form")))
    response.set_cookie("tt_consent", "analytics-off" if request.form.get("analytics") != "on" else "analytics-on", secure=True, httponly=True, samesite="Lax")
    return response


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000)
