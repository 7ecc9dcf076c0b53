"""Bulk import of items from YAML files uploaded by suppliers."""
import yaml
from flask import Blueprint, jsonify, request

from .db import get_db

bp = Blueprint("importer", __name__)


def parse_manifest(text):
    data = yaml.load(text, Loader=yaml.Loader)
    return data.get("items", [])


def parse_defaults(path="defaults.yml"):
    with open(path) as fh:
        return yaml.safe_load(fh) or {}


@bp.route("/import", methods=["POST"])
def import_items():
    items = parse_manifest(request.files["manifest"].read().decode("utf-8"))
    conn = get_db()
    for it in items:
        conn.execute(
            "INSERT INTO items (sku, name, unit_price) VALUES (?, ?, ?)",
            (it["sku"], it["name"], it.get("price", 0)),
        )
    conn.commit()
    return jsonify(imported=len(items))
