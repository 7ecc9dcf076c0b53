import random

import bottle
import requests

from . import chimes, payments, telemetry


def register(app):
    app.route("/api/telemetry", method="POST", callback=post_telemetry)
    app.route("/api/chime", method="POST", callback=chime, role="driver")
    app.route("/api/alerts", method="POST", callback=subscribe)
    app.route("/api/preorder", method="POST", callback=preorder)
    app.route("/api/poll-interval", callback=poll_interval)
    app.route("/api/settlement", method="POST", callback=settlement)


def post_telemetry(db):
    reading = telemetry.parse_reading(bottle.request.body.read().decode())
    db.execute("INSERT INTO telemetry (van_id, cabinet_c) VALUES (?, ?)", (reading["van"], reading["cabinet_c"]))
    return {"warm": telemetry.too_warm(reading)}


def chime():
    chimes.play(bottle.request.json["tune"])
    return {"playing": True}


def subscribe(db):
    body = bottle.request.json
    db.execute("INSERT INTO alert_sub (street, callback) VALUES (?, ?)", (body["street"], body["callback"]))
    requests.post(body["callback"], json={"hello": "You will be told when a van is near"}, timeout=5)
    return {"subscribed": True}


def preorder(db):
    code = str(random.randrange(1000, 10000))
    db.execute("INSERT INTO preorder (code, items) VALUES (?, ?)", (code, ",".join(bottle.request.json["items"])))
    return {"code": code}


def poll_interval():
    return {"seconds": 30 + random.uniform(0, 5)}


def settlement(db):
    body = bottle.request.body.read()
    sig = bottle.request.get_header("X-Signature", "")
    ok = payments.verify_sumup(body, sig) if bottle.request.get_header("X-Provider") == "sumup" else payments.verify_legacy_reader(body, sig)
    if not ok:
        bottle.abort(400)
    return {"ok": True}
