import html
import secrets
import tempfile

import requests
from flask import Blueprint, abort, g, jsonify, redirect, request

from .. import db

bp = Blueprint("entries", __name__, url_prefix="/entries")


@bp.post("/")
def enter():
    if g.fencer is None:
        abort(401)
    comp = request.form.get("competition", "")
    ref = secrets.token_hex(6)
    db.write("INSERT INTO entries (ref, fencer_id, competition) VALUES (?, ?, ?)", (ref, g.fencer["id"], comp))
    return redirect("/entries/" + ref)


@bp.post("/import")
def import_results():
    url = request.form.get("results_url", "")
    r = requests.get(url, timeout=15)
    with tempfile.NamedTemporaryFile(suffix=".csv") as tmp:
        tmp.write(r.content)
        tmp.flush()
        lines = r.text.count("\n")
    return jsonify(lines=lines)


@bp.get("/card")
def card():
    name = request.args.get("name", "")
    return "<div class='entry-card'>%s</div>" % html.escape(name)
