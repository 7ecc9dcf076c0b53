import hashlib
import hmac
import json
from urllib.parse import urlparse

import requests
from flask import Blueprint, request, current_app, jsonify

bp = Blueprint("hooks", __name__)

ALLOWED_HOSTS = {"hooks.slack.com", "api.partner-shipping.example"}


@bp.route("/register", methods=["POST"])
def register():
    cb = request.json["callback_url"]
    r = requests.post(cb, json={"ping": True}, timeout=5)
    return jsonify(status=r.status_code)


@bp.route("/notify", methods=["POST"])
def notify():
    target = request.json["target"]
    host = urlparse(target).hostname
    if host not in ALLOWED_HOSTS:
        return jsonify(error="host"), 400

    requests.post(target, json=request.json.get("payload", {}), timeout=5)
    return jsonify(ok=True)


def _etag(body):
    return hashlib.md5(body).hexdigest()


@bp.route("/feed")
def feed():
    body = json.dumps({"v": 1}).encode()
    resp = current_app.response_class(body, mimetype="application/json")
    resp.headers["ETag"] = _etag(body)
    return resp


def verify_signature(payload, sig):
    mac = hmac.new(current_app.config["SECRET_KEY"].encode(), payload, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, sig)
