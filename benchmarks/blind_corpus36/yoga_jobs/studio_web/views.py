import os

from flask import Blueprint, redirect, request, send_file
from markupsafe import escape

from worker.settings import MEDIA_DIR
from worker.tasks import importer, invoices, reports, video, waitlist

from .forms import BookingForm, local_target

bp = Blueprint("studio", __name__)


@bp.route("/book", methods=["POST"])
def book():
    form = BookingForm.from_request(request.form)
    waitlist.join_or_book.delay(form.email, form.class_id, form.name)
    target = request.form.get("next", "/")
    return redirect(target if local_target(target) else "/")


@bp.route("/thanks")
def thanks():
    return f"<h1>Namaste!</h1><p>Thanks {request.args.get('name', '')}, see you on the mat.</p>"


@bp.route("/gift-card", methods=["POST"])
def gift_card():
    invoices.render_gift_card.delay(request.form["to"], request.form["message"], request.form["amount"])
    return f"<p>Your gift card for {escape(request.form['to'])} is on its way.</p>"


@bp.route("/share-practice", methods=["POST"])
def share_practice():
    video.fetch_and_trim.delay(request.form["video_url"], request.form.get("start", "0"), request.form.get("length", "60"))
    return {"queued": True}


@bp.route("/teachers/schedule", methods=["POST"])
def upload_schedule():
    importer.import_schedule.delay(request.files["export"].read(), request.form.get("teacher", ""))
    return {"queued": True}


@bp.route("/teachers/report", methods=["POST"])
def teacher_report():
    reports.pay_report.delay(request.form["name"], request.form["month"])
    return {"queued": True}


@bp.route("/waitlist/confirm", methods=["POST"])
def confirm_place():
    waitlist.confirm.delay(request.form["email"], int(request.form["class_id"]))
    return {"queued": True}


@bp.route("/class-photo")
def class_photo():
    return send_file(os.path.join(MEDIA_DIR, "photos", request.args.get("f", "studio.jpg")))
