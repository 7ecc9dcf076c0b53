"""Leather, cloth and paper stock, refreshed from the supplier's trade feed."""
import requests
import yaml
from flask import Blueprint, current_app, jsonify, request
from lxml import etree

from . import printing
from .db import get_db

bp = Blueprint("stock", __name__, url_prefix="/stock")

FEED_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@bp.route("/")
def listing():
    rows = get_db().execute("SELECT sku, material, colour, qty FROM stock ORDER BY material, colour").fetchall()
    return jsonify([dict(r) for r in rows])


@bp.route("/refresh", methods=["POST"])
def refresh():
    resp = requests.get(current_app.config["SUPPLIER_FEED"], timeout=20)
    root = etree.fromstring(resp.content, FEED_PARSER)
    db = get_db()
    for item in root.iter("item"):
        db.execute(
            "UPDATE stock SET supplier_qty = ? WHERE sku = ?", (int(item.findtext("qty", "0")), item.get("sku"))
        )
    db.commit()
    return jsonify(updated=len(root))


@bp.route("/prices", methods=["POST"])
def prices():
    sheet = yaml.safe_load(request.files["sheet"].read())
    db = get_db()
    for sku, price in sheet.get("prices", {}).items():
        db.execute("UPDATE stock SET price = ? WHERE sku = ?", (float(price), sku))
    db.commit()
    return jsonify(updated=len(sheet.get("prices", {})))


@bp.route("/spine-label", methods=["POST"])
def spine_label():
    status = printing.spine_label(request.form.get("title", ""), request.form.get("shelfmark", ""))
    return jsonify(status=status)


def register(app):
    app.register_blueprint(bp)
