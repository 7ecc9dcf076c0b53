import os
import pickle
from urllib.parse import quote

import requests
import yaml
from defusedxml import ElementTree as DefusedET
from flask import Blueprint, abort, current_app, g, jsonify, request
from lxml import etree

from rinkside import db

bp = Blueprint("hockey", __name__)


def _sheet(game_id):
    path = os.path.join(current_app.config["SHEET_DIR"], "%d.xml" % game_id)
    return etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))


@bp.route("/games/<int:game_id>/sheet", methods=["POST"])
def upload_sheet(game_id):
    if g.staff is None:
        abort(403)
    raw = request.get_data()
    root = DefusedET.fromstring(raw)
    with open(os.path.join(current_app.config["SHEET_DIR"], "%d.xml" % game_id), "wb") as fh:
        fh.write(raw)
    return jsonify({"periods": len(root.findall("period"))})


@bp.route("/games/<int:game_id>/penalties")
def penalties(game_id):
    tree = _sheet(game_id)
    player = request.args.get("player")
    if player:
        nodes = tree.xpath("//penalty[@player='%s']" % player)
    else:
        nodes = tree.xpath("//penalty[@minutes >= $m]", m=int(request.args.get("min", 2)))
    return jsonify([dict(n.attrib) for n in nodes])


@bp.route("/league/<division>")
def league_table(division):
    if not division.replace("-", "").isalnum():
        abort(404)
    url = "%s/divisions/%s/table" % (current_app.config["LEAGUE_API"], quote(division))
    r = requests.get(url, timeout=10)
    return jsonify(r.json())


@bp.route("/teams/<int:team_id>/lines", methods=["POST"])
def save_lines(team_id):
    if g.staff is None:
        abort(403)
    lines = yaml.safe_load(request.get_data(as_text=True))
    db.execute("UPDATE teams SET lines = ? WHERE id = ?", (pickle.dumps(lines), team_id))
    return jsonify({"lines": len(lines or [])})


@bp.route("/teams/<int:team_id>/lines")
def get_lines(team_id):
    row = db.query_one("SELECT lines FROM teams WHERE id = ?", (team_id,))
    if not row or row["lines"] is None:
        abort(404)
    return jsonify(pickle.loads(row["lines"]))


@bp.route("/teams/<int:team_id>/logo", methods=["POST"])
def set_logo(team_id):
    if g.staff is None:
        abort(403)
    logo_url = request.form.get("logo_url", "")
    r = requests.get(logo_url, timeout=10)
    path = os.path.join(current_app.config["SHEET_DIR"], "logos", "%d.png" % team_id)
    with open(path, "wb") as fh:
        fh.write(r.content)
    return jsonify({"bytes": len(r.content)})
