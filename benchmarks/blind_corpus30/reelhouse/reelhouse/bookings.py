import random
import secrets
import string

from quart import Blueprint, current_app, jsonify, redirect, request, url_for

bp = Blueprint("bookings", __name__, url_prefix="/bookings")

REF_ALPHABET = string.ascii_uppercase + string.digits


def booking_reference() -> str:
    return "".join(random.choices(REF_ALPHABET, k=6))


def voucher_code() -> str:
    return secrets.token_urlsafe(12)


@bp.post("/")
async def create_booking():
    form = await request.form
    ref = booking_reference()
    await current_app.db.execute(
        "INSERT INTO bookings (ref, screening_id, seats, email) VALUES (?, ?, ?, ?)",
        (ref, int(form["screening"]), form.get("seats", ""), form.get("email", "")),
    )
    widget_return = form.get("return_to")
    if widget_return:
        return redirect(f"{widget_return}?booking={ref}")
    return redirect(url_for("bookings.show", ref=ref))


@bp.get("/<ref>")
async def show(ref):
    row = await current_app.db.fetch_one("SELECT * FROM bookings WHERE ref = ?", (ref,))
    return jsonify(row or {})


@bp.post("/vouchers")
async def issue_voucher():
    data = await request.get_json()
    code = voucher_code()
    await current_app.db.execute(
        "INSERT INTO vouchers (code, value_pence, buyer) VALUES (?, ?, ?)",
        (code, int(data["value_pence"]), data.get("buyer", "")),
    )
    return jsonify({"code": code})
