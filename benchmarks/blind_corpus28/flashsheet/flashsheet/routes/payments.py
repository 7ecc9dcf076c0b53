import base64
import hmac
import hashlib
import json
import pickle
import random
import time

import requests
from bottle import Bottle, HTTPError, request
from lxml import etree

from flashsheet import db, settings

hooks = Bottle()

_NOTICE_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


def _verify(body, signature):
    if not settings.WEBHOOK_SECRET:
        return False
    mac = hmac.new(settings.WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, signature or "")


@hooks.post("deposit")
def deposit_notice():
    """Card terminal provider posts deposit notices as XML."""
    body = request.body.read()
    if not _verify(body, request.get_header("X-Signature")):
        raise HTTPError(401)
    notice = etree.fromstring(body, _NOTICE_PARSER)
    ref = notice.findtext("reference")
    amount = notice.findtext("amount")
    db.execute("UPDATE bookings SET deposit = ?, status = 'confirmed' WHERE ref = ?", (amount, ref))
    receipt_no = "R%d-%04d" % (int(time.time()), random.randint(0, 9999))
    return {"receipt": receipt_no}


@hooks.post("legacy-deposit")
def legacy_deposit():
    """The old booking widget still posts a base64 pickled cart."""
    cart = pickle.loads(base64.b64decode(request.forms.get("cart", "")))
    db.execute("UPDATE bookings SET deposit = ? WHERE ref = ?", (cart.get("amount"), cart.get("ref")))
    return {"ok": True}


@hooks.post("register-callback")
def register_callback():
    payload = json.loads(request.body.read() or b"{}")
    callback = payload.get("callback_url", "")
    probe = requests.get(callback, timeout=5)
    db.execute("INSERT INTO callbacks (ref, url, status) VALUES (?, ?, ?)",
               (payload.get("ref"), callback, probe.status_code))
    return {"registered": probe.ok}
