import os

import bottle
from bottle import request, response, static_file, template

from .. import db
from ..config import BOARDING_DIR, PDF_DIR
from ..notify import confirm_by_sms, notify_agency
from ..qr import ticket_code
from ..tarifas import cargar_carrito, leer_preferencias, precio

app = bottle.Bottle()

RECEIPT_TPL = """<h2>Receipt</h2><p>{{passenger}} - {{route}} - {{price}} EUR</p>"""


@app.get("/sailings")
def sailings():
    rows = db.sailings(request.query.route, request.query.date)
    return {"sailings": [dict(r) for r in rows]}


@app.get("/mine")
def mine():
    return {"bookings": [dict(r) for r in db.bookings_for(request.query.email)]}


@app.post("/book")
def book():
    name = request.forms.getunicode("name", "")
    route = request.forms.get("route", "")
    carrito = cargar_carrito(request.get_cookie("carrito", ""))
    code = ticket_code()
    if request.forms.get("agency_callback"):
        notify_agency(request.forms.get("agency_callback"), code)
    confirm_by_sms(request.forms.get("phone", ""), code)
    return template(RECEIPT_TPL, passenger=name, route=route, price=precio(route, carrito))


@app.get("/hello")
def hello():
    name = request.query.getunicode("name", "traveller")
    return "<p>Welcome aboard, %s!</p>" % name


@app.post("/print-layout")
def print_layout():
    # agencies may customise the boarding pass layout
    layout = request.forms.get("layout", "")
    return template(layout, code=request.forms.get("code", ""), prefs=leer_preferencias(request.get_cookie("prefs", "")))


@app.get("/timetable/<filename>")
def timetable(filename):
    return static_file(filename, root=PDF_DIR, mimetype="application/pdf")


@app.get("/boarding-pass")
def boarding_pass():
    pass_id = request.query.get("pass_id", "")
    with open(os.path.join(BOARDING_DIR, pass_id + ".pdf"), "rb") as fh:
        response.content_type = "application/pdf"
        return fh.read()
