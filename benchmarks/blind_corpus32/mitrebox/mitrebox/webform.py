"""Public quote-request form. Everything slow goes to the Celery worker."""
import base64
import os

from flask import Flask, abort, make_response, redirect, render_template_string, request, url_for

from . import config
from .tasks import artwork, customers, drafts, gallery, orders, quotes

app = Flask(__name__)
app.config["SECRET_KEY"] = config.FORM_SECRET_KEY
app.config["DEBUG"] = os.environ.get("MITREBOX_FORM_DEBUG", "") == "1"
app.config["MAX_CONTENT_LENGTH"] = 40 * 1024 * 1024

THANKS = """
<h1>Thank you, {{ name }}</h1>
<p>We have your {{ kind }} and will e-mail a quote for a {{ width }} x {{ height }} cm frame.</p>
"""
KINDS = ("print", "canvas", "textile", "object", "mirror")


@app.post("/quote")
def quote_request():
    form = request.form
    if form.get("kind") not in KINDS:
        abort(400)
    job = orders.create_order.delay(
        {
            "name": form["name"],
            "email": form["email"],
            "kind": form["kind"],
            "width_cm": form.get("width_cm"),
            "height_cm": form.get("height_cm"),
        }
    )
    if form.get("artwork_url"):
        artwork.fetch_artwork.delay(job.id, form["artwork_url"])
    if form.get("dimensions"):
        quotes.price_from_dimensions.delay(job.id, form["dimensions"], form.get("moulding", "oak-20"))
    if form.get("saved_design"):
        drafts.restore_design.delay(job.id, form["saved_design"])
    if form.get("speciality"):
        customers.assign_framer.delay(job.id, form["speciality"])
    response = make_response(render_template_string(
        THANKS, name=form["name"], kind=form["kind"], width=form.get("width_cm"), height=form.get("height_cm")
    ))
    response.set_cookie("mitrebox_job", job.id, max_age=30 * 86400)
    return response


@app.post("/artwork")
def upload_artwork():
    upload = request.files["artwork"]
    crop = request.form.get("crop", "")
    artwork.prepare_upload.delay(request.cookies.get("mitrebox_job", ""), upload.filename, base64.b64encode(upload.read()).decode(), crop)
    return redirect(request.form.get("return_to") or url_for("quote_status"))


@app.post("/gallery/share")
def share_to_gallery():
    gallery.publish.delay(request.form["order_id"], request.form.get("caption", ""), request.form.get("photo_name", "photo.jpg"))
    return redirect(url_for("quote_status", shared=1))


@app.get("/my-orders")
def my_orders():
    job = orders.orders_for_customer.delay(request.args["email"], request.args.get("status", "'new', 'framing'"))
    return {"job": job.id}


@app.post("/account")
def create_account():
    customers.create_portal_account.delay(request.form["email"], request.form["password"])
    return {"created": True}


@app.post("/mount-preview")
def mount_preview():
    job = artwork.mount_preview.delay(request.cookies.get("mitrebox_job", ""), request.form.get("colour", "white"))
    return {"job": job.id}


@app.post("/testimonial")
def testimonial():
    gallery.publish_testimonial.delay(int(request.form["order_id"]), request.form.get("quote", ""))
    return {"thanks": True}


@app.get("/status")
def quote_status():
    response = make_response({"job": request.cookies.get("mitrebox_job")})
    response.set_cookie("seen_status", "1", secure=True, httponly=True, samesite="Lax")
    return response


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000, debug=True)
