import os

from flask import Flask, redirect, request, url_for
from werkzeug.utils import secure_filename

from . import settings
from .tasks import ads, events, letters, links, photos
from .util import reader_token

app = Flask(__name__)
app.config.from_object(settings)
app.debug = True

@app.route("/letters", methods=["POST"])
def letter():
    payload = {k: request.form.get(k, "") for k in ("name", "town", "body", "section", "email")}
    letters.process_letter.delay(payload)
    resp = redirect(request.form.get("return_url") or url_for("thanks"))
    resp.set_cookie("lb_reader", reader_token(), max_age=365 * 86400)
    return resp


@app.route("/photos", methods=["POST"])
def photo():
    upload = request.files["photo"]
    name = secure_filename(upload.filename) or "photo.jpg"
    raw_path = os.path.join(settings.UPLOAD_DIR, "incoming", name)
    upload.save(raw_path)
    photos.process_photo.delay({"file": request.form.get("original_name") or name, "stored": raw_path, "caption": request.form.get("caption", ""), "credit": request.form.get("credit", "")})
    back = request.form.get("back", "/")
    return redirect(back if back in settings.ALLOWED_RETURN else "/")


@app.route("/links", methods=["POST"])
def link():
    links.summarise_link.delay({"url": request.form["url"], "section": request.form.get("section", "news")})
    return redirect(url_for("thanks"))


@app.route("/classifieds", methods=["POST"])
def classified():
    result = ads.place_ad.delay({"text": request.form["text"], "phone": request.form.get("phone", ""), "draft": request.form.get("draft", ""), "category": request.form.get("category", "for-sale")})
    resp = redirect(url_for("thanks", ad=result.id))
    resp.set_cookie("lb_ad_task", result.id, max_age=3600, secure=True, httponly=True, samesite="Lax")
    return resp


@app.route("/whats-on", methods=["POST"])
def whats_on():
    events.add_listing.delay({k: request.form.get(k, "") for k in ("title", "venue", "date", "repeat", "feed")})
    resp = redirect(url_for("thanks"))
    resp.set_cookie("lb_last_section", "whats-on", secure=True, httponly=True)
    return resp


@app.route("/thanks")
def thanks():
    return "<p>Thanks! The editors will take a look.</p>"
