import datetime

from bottle import Bottle, HTTPError, redirect, request, template

from flashsheet import db, settings

routes = Bottle()

_SLOTS = ("morning", "afternoon", "evening")

CONFIRM_TPL = """<h1>See you soon, {{booking['name']}}</h1>
<p>{{booking['day']}} ({{booking['slot']}}) - design: {{booking['design']}}</p>
% if note:
<div class="note">{{!note}}</div>
% end
"""

REMINDER_TPL = """<p>Reminder for {{booking['name']}}: {{booking['day']}}, {{booking['slot']}}.</p>
<p class="extra">{{extra}}</p>
"""


@routes.get("/bookings")
def bookings_for_artist():
    artist = request.get_cookie("artist", secret=settings.COOKIE_SECRET)
    if not artist:
        raise HTTPError(403)
    day = request.query.get("day") or datetime.date.today().isoformat()
    rows = db.query(
        "SELECT b.id, b.slot, c.name, b.design FROM bookings b JOIN clients c ON c.id = b.client_id "
        "WHERE b.artist = ? AND b.day = ? ORDER BY b.slot",
        (artist, day),
    )
    return template("bookings", rows=rows, day=day)


@routes.get("/bookings/mine")
def my_booking():
    ref = request.get_cookie("booking_ref", "")
    rows = db.query("SELECT day, slot, artist, design, status FROM bookings WHERE ref = '%s'" % ref)
    if not rows:
        raise HTTPError(404, "No booking for that reference")
    return template("my_booking", booking=rows[0])


@routes.post("/bookings")
def create_booking():
    f = request.forms
    slot = f.get("slot")
    if slot not in _SLOTS:
        raise HTTPError(400, "bad slot")
    booking_id = db.execute(
        "INSERT INTO bookings (artist, day, slot, client_id, design, status) VALUES (?, ?, ?, ?, ?, 'pending')",
        (f.get("artist"), f.get("day"), slot, int(f.get("client_id")), f.get("design")),
    )
    return_to = f.get("return_to", "/bookings")
    redirect(return_to + "?created=%d" % booking_id)


@routes.get("/bookings/<booking_id:int>/confirm")
def confirm_page(booking_id):
    rows = db.query("SELECT c.name, b.day, b.slot, b.design FROM bookings b JOIN clients c ON c.id = b.client_id "
                    "WHERE b.id = ?", (booking_id,))
    if not rows:
        raise HTTPError(404)
    note = request.query.get("note", "")
    return template(CONFIRM_TPL, booking=rows[0], note=note)


@routes.get("/bookings/<booking_id:int>/reminder")
def reminder_page(booking_id):
    rows = db.query("SELECT c.name, b.day, b.slot FROM bookings b JOIN clients c ON c.id = b.client_id "
                    "WHERE b.id = ?", (booking_id,))
    if not rows:
        raise HTTPError(404)
    return template(REMINDER_TPL, booking=rows[0], extra=request.query.get("extra", ""))
