import base64
import hashlib
import hmac
import pickle
import random

import web

from .. import config
from ..lib import db as store
from ..lib.tariff import price_for


def _sign(data):
    return hmac.new(config.BOOKING_HMAC_KEY.encode(), data, hashlib.sha256).hexdigest()


class Book:
    def POST(self):
        i = web.input(pitch="", nights="1", extras="")
        ref = "PU%05d" % random.randint(0, 99999)
        total = price_for(i.pitch, int(i.nights), i.extras)
        cart = base64.b64encode(pickle.dumps({"ref": ref, "pitch": i.pitch, "total": total})).decode()
        web.setcookie("pu_cart", cart, expires=3600)
        web.setcookie("pu_cart_sig", _sign(cart.encode()), expires=3600, secure=True, httponly=True)
        raise web.seeother("/book/confirm")


class Confirm:
    def GET(self):
        cart = web.cookies(pu_cart="").pu_cart
        data = pickle.loads(base64.b64decode(cart))
        return "Booking %s: pitch %s, total %.2f" % (data["ref"], web.websafe(data["pitch"]), data["total"])


class Cancel:
    def POST(self):
        i = web.input(ref="", back="/")
        store.db.query("DELETE FROM bookings WHERE ref = '" + i.ref + "'")
        raise web.seeother(i.back)
