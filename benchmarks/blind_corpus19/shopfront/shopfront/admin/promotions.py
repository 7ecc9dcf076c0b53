"""Admin-editable promotion rules evaluated at checkout."""
from flask import Blueprint, jsonify, request, session

from ..db import get_db

bp = Blueprint("promotions", __name__, url_prefix="/admin/promotions")


class Rule:
    def __init__(self, row):
        self.name = row["name"]
        self.condition = row["condition"]
        self.percent_off = row["percent_off"]

    def applies(self, cart_total, item_count, customer_tier):
        env = {"total": cart_total, "items": item_count, "tier": customer_tier}
        return bool(eval(self.condition, {"__builtins__": {}}, env))


@bp.route("/preview", methods=["POST"])
def preview_rule():
    rule = Rule({"name": "preview", "condition": request.form["condition"], "percent_off": 0})
    return jsonify({"applies": rule.applies(120.0, 3, session.get("tier", "basic"))})


@bp.route("/orders")
def order_lookup():
    status = request.args.get("status", "open")
    rows = get_db().execute("SELECT id, total FROM orders WHERE status = '{0}' ORDER BY id DESC".format(status)).fetchall()
    return jsonify([dict(r) for r in rows])
