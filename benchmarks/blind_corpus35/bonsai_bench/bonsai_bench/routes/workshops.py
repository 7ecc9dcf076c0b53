import hashlib
import random
import string

from bottle import abort, request

from ..app import app
from ..settings import VOUCHER_SALT


def voucher_code():
    return "".join(random.choices(string.ascii_uppercase + string.digits, k=8))


def voucher_signature(code, value):
    return hashlib.md5(f"{VOUCHER_SALT}:{code}:{value}".encode()).hexdigest()[:12]


@app.post("/workshops/<workshop_id:int>/book")
def book(workshop_id, db):
    f = request.forms
    db.execute("INSERT INTO workshop_bookings (workshop_id, name, email, places) VALUES (?, ?, ?, ?)",
               (workshop_id, f.get("name"), f.get("email"), int(f.get("places", 1))))
    return {"booked": True}


@app.post("/vouchers")
def buy_voucher(db):
    value = int(request.forms.get("value", 25))
    code = voucher_code()
    sig = voucher_signature(code, value)
    db.execute("INSERT INTO vouchers (code, value, sig) VALUES (?, ?, ?)", (code, value, sig))
    return {"code": code, "sig": sig}


@app.get("/vouchers/check")
def check_voucher():
    code, value, sig = request.query.code, request.query.value, request.query.sig
    if voucher_signature(code, value) != sig:
        abort(400, "invalid voucher")
    return {"valid": True, "value": value}
