from bottle import Bottle, redirect, request, template

from . import db
from .members import current_member

app = Bottle()

BOOK_PAGE = """<h1>Courts on {{day}}</h1>
<ul>
% for s in slots:
<li>Court {{s['court']}} {{s['start']}} - {{s['member']}}</li>
% end
</ul>"""


@app.get("/courts")
def list_courts():
    day = request.query.get("day", "")
    surface = request.query.get("surface", "")
    sql = "SELECT court, start, member FROM bookings WHERE day = ?"
    args = [day]
    if surface:
        sql += " AND court IN (SELECT id FROM courts WHERE surface = '" + surface + "')"
    slots = db.rows(sql, args)
    return template(BOOK_PAGE, day=day, slots=slots)


@app.post("/courts/book")
def book():
    member = current_member()
    db.execute("INSERT INTO bookings (court, day, start, member) VALUES (?, ?, ?, ?)",
               (request.forms.court, request.forms.day, request.forms.start, member))
    back = request.forms.get("back") or "/courts"
    redirect(back)


@app.get("/courts/cancel/<booking_id:int>")
def cancel(booking_id):
    db.execute("DELETE FROM bookings WHERE id = ? AND member = ?", (booking_id, current_member()))
    day = request.query.get("day", "")
    redirect("/courts?day=" + day if day.replace("-", "").isdigit() else "/courts")
