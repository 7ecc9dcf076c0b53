import hashlib
import hmac
import json

import requests
from flask import Blueprint, abort, current_app, request

from . import db

bp = Blueprint("hooks", __name__)


def _verify(body, signature):
    secret = current_app.config["PAYHUB_TOKEN"].encode()
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature or "")


@bp.route("/payhub", methods=["POST"])
def payhub():
    if not _verify(request.get_data(), request.headers.get("X-Payhub-Signature")):
        abort(400)
    event = json.loads(request.get_data())
    db.execute("UPDATE orders SET status = ? WHERE payment_ref = ?", (event["status"], event["ref"]))
    r = requests.get(current_app.config["PAYMENT_API"] + "/payments/" + event["ref"], timeout=5)
    return {"ok": r.ok}


@bp.route("/subscribe", methods=["POST"])
def subscribe():
    payload = request.get_json(force=True)
    callback = payload.get("callback_url")
    db.execute("INSERT INTO hook_subscribers (url) VALUES (?)", (callback,))
    # ping the callback so the subscriber knows it's live
    resp = requests.post(callback, json={"hello": True}, timeout=5)
    return {"status": resp.status_code}
