from flask import Blueprint, flash, redirect, render_template, request, url_for

from ..db import get_db
from ..security import is_local_path
from ..services.reminders import reminder_service

bp = Blueprint("bookings", __name__, url_prefix="/bookings")

SORTABLE = {"slot": "b.slot", "pet": "p.name", "service": "b.service"}


@bp.route("/")
def list_bookings():
    day = request.args.get("day", "")
    groomer = request.args.get("groomer", "")
    rows = get_db().execute(
        "SELECT b.id, p.name, b.slot, b.service FROM booking b JOIN pet p ON p.id = b.pet_id "
        "WHERE b.day = ? AND b.groomer = ? ORDER BY b.slot",
        (day, groomer),
    ).fetchall()
    return render_template("bookings/list.html", rows=rows, day=day)


@bp.route("/search")
def search():
    term = request.args.get("q", "")
    column = SORTABLE.get(request.args.get("sort", "slot"), "b.slot")
    sql = ("SELECT b.id, p.name, b.slot, b.service FROM booking b JOIN pet p ON p.id = b.pet_id "
           f"WHERE p.name LIKE ? ORDER BY {column}")
    rows = get_db().execute(sql, (f"%{term}%",)).fetchall()
    return render_template("bookings/list.html", rows=rows, day=None)


@bp.route("/by-breed")
def by_breed():
    breed = request.args.get("breed", "")
    rows = get_db().execute("SELECT name, owner_name, breed FROM pet WHERE breed = '%s'" % breed).fetchall()
    return render_template("pets/breed.html", rows=rows, breed=breed)


@bp.route("/new", methods=["POST"])
def create():
    form = request.form
    db = get_db()
    db.execute(
        "INSERT INTO booking (pet_id, day, slot, service, groomer) VALUES (?, ?, ?, ?, ?)",
        (int(form["pet_id"]), form["day"], form["slot"], form["service"], form.get("groomer", "any")),
    )
    db.commit()
    reminder_service.queue(form["pet_id"], form["day"], form["slot"])
    flash("Booked!")
    next_url = form.get("next") or url_for("bookings.list_bookings")
    return redirect(next_url)


@bp.route("/<int:booking_id>/cancel", methods=["POST"])
def cancel(booking_id):
    db = get_db()
    db.execute("UPDATE booking SET cancelled = 1 WHERE id = ?", (booking_id,))
    db.commit()
    target = request.form.get("return_to", "")
    if is_local_path(target):
        return redirect(target)
    return redirect(url_for("bookings.list_bookings"))
