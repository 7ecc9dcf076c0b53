"""The public booking form; submissions are handed to the worker."""
import os

from flask import Flask, make_response, redirect, request

from .tasks import bookings, certificates, photos

form_app = Flask(__name__)
form_app.secret_key = os.environ["JESSES_FORM_SECRET"]
form_app.config["DEBUG"] = os.environ.get("JESSES_FORM_DEBUG", "0") == "1"


@form_app.post("/book")
def book():
    payload = request.form.to_dict()
    bookings.create_booking.delay(payload)
    resp = make_response(redirect(payload.get("thanks_url") or "/thanks"))
    resp.set_cookie("jesses_booking", payload.get("email", ""), secure=True, httponly=True, samesite="Lax")
    return resp


@form_app.post("/adopt")
def adopt():
    certificates.render_certificate.delay(request.form.to_dict())
    return redirect("/adopt/thanks")


@form_app.post("/photos")
def photo_submission():
    photos.import_photo.delay({"url": request.form.get("url", ""), "bird": request.form.get("bird", ""),
                               "caption": request.form.get("caption", "")})
    resp = make_response("queued")
    resp.set_cookie("last_upload", request.form.get("bird", ""))
    return resp


if __name__ == "__main__":
    form_app.run(host="0.0.0.0", port=8081, debug=True)
