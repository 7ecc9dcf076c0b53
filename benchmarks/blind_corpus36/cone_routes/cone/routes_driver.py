import hashlib

import bottle

from . import config
from .sessions import write_session
from .stock import van_stock


def register(app):
    app.route("/driver/login", method="POST", callback=login)
    app.route("/driver/stock", callback=stock, role="driver")
    app.route("/driver/float-sheet/<name>", callback=float_sheet, role="driver")
    app.route("/driver/receipt", callback=receipt, role="driver")


def _pin_hash(pin, salt):
    return hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, 200_000).hex()


def login(db):
    driver_id = bottle.request.forms.get("driver_id", "")
    row = db.execute("SELECT id, van_id, salt, pin_hash FROM driver WHERE id = ?", (driver_id,)).fetchone()
    if row is None or _pin_hash(bottle.request.forms.get("pin", ""), bytes.fromhex(row["salt"])) != row["pin_hash"]:
        bottle.abort(401)
    write_session({"driver": row["id"], "van": row["van_id"], "role": "driver"},
                  remember=bool(bottle.request.forms.get("remember")))
    bottle.response.set_cookie("van", row["van_id"], path="/")
    bottle.redirect(bottle.request.query.get("back") or "/driver/stock")


def stock(db):
    return {"items": van_stock(db, bottle.request.get_cookie("van", ""))}


def float_sheet(name):
    return bottle.static_file(name, root="/srv/cone/float-sheets", mimetype="application/pdf")


def receipt():
    with open(config.RECEIPT_DIR + "/" + bottle.request.query.file, "rb") as fh:
        bottle.response.content_type = "application/pdf"
        return fh.read()
