import hmac
import os
import secrets

import lxml.html
import requests
from flask import Flask, Response, abort, request

from . import export, parse, settings, store

app = Flask(__name__)
EXPORT_DIR = os.getenv("PRICECRAWL_EXPORTS", "exports")


@app.before_request
def check_token():
    token = request.headers.get("X-Admin-Token", "")
    if not settings.ADMIN_TOKEN or not hmac.compare_digest(token, settings.ADMIN_TOKEN):
        abort(401)


@app.get("/latest.html")
def latest_html():
    return Response(export.to_html(store.latest(store.connect())), mimetype="text/html")


@app.post("/changes.html")
def changes_html():
    return Response(export.changes_html(request.get_json()["changes"]), mimetype="text/html")


@app.get("/search")
def search():
    q = request.args.get("q", "")
    rows = [r for r in store.latest(store.connect(), 1000) if q.lower() in (r[2] or "").lower()]
    return Response("<h2>Matches for %s</h2>" % q + export.to_html(rows), mimetype="text/html")


@app.post("/export")
def export_file():
    name = request.args.get("name", "prices.csv")
    path = os.path.join(EXPORT_DIR, name)
    with open(path, "w", newline="") as fh:
        fh.write(export.to_csv(store.latest(store.connect(), 10000)))
    return {"written": path}


@app.post("/session")
def session_cookie():
    resp = Response("ok")
    resp.set_cookie("pc_admin", secrets.token_urlsafe(32), max_age=3600)
    return resp


@app.get("/probe")
def probe():
    url = request.args["url"]
    r = requests.get(url, timeout=10)
    doc = lxml.html.fromstring(r.content)
    return {"values": parse.field_value(doc, request.args.get("field", "price"))}


if __name__ == "__main__":
    app.run(port=8099, debug=os.getenv("FLASK_DEBUG") == "1")
