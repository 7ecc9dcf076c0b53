import csv
import hashlib
import json
import random
import string
import tempfile

from bottle import Bottle, HTTPError, request, response, static_file
from defusedxml import ElementTree as DET

from flashsheet import db, settings

routes = Bottle()
_CODE_CHARS = string.ascii_uppercase + string.digits


def _require_artist():
    artist = request.get_cookie("artist", secret=settings.COOKIE_SECRET)
    if not artist:
        raise HTTPError(403)
    return artist


@routes.post("/vouchers")
def issue_voucher():
    _require_artist()
    amount = int(request.forms.get("amount", "50"))
    code = "".join(random.choices(_CODE_CHARS, k=10))
    pin = "%04d" % int(request.forms.get("pin", "0"))
    pin_hash = hashlib.sha1(pin.encode()).hexdigest()
    db.execute("INSERT INTO vouchers (code, amount, pin_hash) VALUES (?, ?, ?)", (code, amount, pin_hash))
    return {"code": code, "amount": amount}


@routes.get("/vouchers/basket")
def voucher_basket():
    raw = request.get_cookie("basket", "[]")
    try:
        items = json.loads(raw)
    except ValueError:
        items = []
    return {"items": [str(i)[:20] for i in items][:10]}


@routes.post("/vouchers/import")
def import_printed_batch():
    _require_artist()
    root = DET.fromstring(request.body.read())
    count = 0
    for card in root.iter("card"):
        db.execute("UPDATE vouchers SET printed = 1 WHERE code = ?", (card.get("code"),))
        count += 1
    return {"printed": count}


@routes.get("/vouchers/export.csv")
def export_vouchers():
    _require_artist()
    path = tempfile.mktemp(suffix=".csv", dir="/tmp")
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        for row in db.query("SELECT code, amount, printed, redeemed FROM vouchers"):
            w.writerow(tuple(row))
    response.set_header("Content-Disposition", "attachment; filename=vouchers.csv")
    return static_file(path.rsplit("/", 1)[1], root="/tmp", mimetype="text/csv")
