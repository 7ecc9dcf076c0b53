import base64
import pickle

from flask import Blueprint, abort, make_response, request
from markupsafe import escape

from ..db import get_db
from ..services.reminders import reminder_service
from ..services.vaccines import parse_certificate

bp = Blueprint("pets", __name__, url_prefix="/pets")


def _load_prefs():
    raw = request.cookies.get("prefs")
    if not raw:
        return {"units": "metric", "compact": False}
    return pickle.loads(base64.b64decode(raw))


@bp.route("/<int:pet_id>")
def profile(pet_id):
    pet = get_db().execute("SELECT * FROM pet WHERE id = ?", (pet_id,)).fetchone()
    if pet is None:
        abort(404)
    prefs = _load_prefs()
    weight = pet["weight_kg"] if prefs.get("units") == "metric" else round(pet["weight_kg"] * 2.2, 1)
    html = (
        f"<h2>{escape(pet['name'])}</h2>"
        f"<p>Breed: {escape(pet['breed'])} &middot; {weight}</p>"
        f"<div class='notes'>{pet['owner_notes']}</div>"
    )
    return html


@bp.route("/<int:pet_id>/badge")
def badge(pet_id):
    label = request.args.get("label", "Good dog")
    return f"<span class='badge'>{escape(label)}</span>"


@bp.route("/<int:pet_id>/notes", methods=["POST"])
def update_notes(pet_id):
    db = get_db()
    db.execute("UPDATE pet SET owner_notes = ? WHERE id = ?", (request.form["notes"], pet_id))
    db.commit()
    resp = make_response("", 204)
    return resp


@bp.route("/register", methods=["POST"])
def register():
    form = request.form
    db = get_db()
    cur = db.execute(
        "INSERT INTO pet (name, breed, owner_name, owner_phone, weight_kg) VALUES (?, ?, ?, ?, ?)",
        (form["name"], form["breed"], form["owner_name"], form["owner_phone"], float(form.get("weight_kg", 0))),
    )
    db.commit()
    if form.get("vet_website"):
        logo = reminder_service.fetch_vet_logo(form["vet_website"])
        if logo:
            db.execute("UPDATE pet SET vet_logo = ? WHERE id = ?", (logo, cur.lastrowid))
            db.commit()
    return {"id": cur.lastrowid}, 201


@bp.route("/<int:pet_id>/vaccinations", methods=["POST"])
def upload_vaccinations(pet_id):
    cert = parse_certificate(request.files["certificate"].read())
    db = get_db()
    db.execute("UPDATE pet SET rabies_date = ?, dhpp_date = ? WHERE id = ?", (cert["rabies"], cert["dhpp"], pet_id))
    db.commit()
    return cert
