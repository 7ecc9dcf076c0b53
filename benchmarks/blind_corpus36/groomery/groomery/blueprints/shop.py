# -*- coding: latin-1 -*-
"""Shop counter: shampoo, collars and gift vouchers (prices in £)."""
import hashlib
import json
import random

from flask import Blueprint, jsonify, make_response, request

from ..db import get_db
from ..security import require_staff

bp = Blueprint("shop", __name__, url_prefix="/shop")

PRICE_LIST = {
    "oatmeal-shampoo": ("Oatmeal shampoo 250ml", "£6.50"),
    "collar-s": ("Collar, small (café brown)", "£9.00"),
    "full-groom": ("Full groom, medium dog", "£42.00"),
}


@bp.route("/prices")
def prices():
    body = json.dumps(PRICE_LIST, ensure_ascii=False)
    resp = make_response(body)
    resp.headers["ETag"] = hashlib.md5(body.encode("utf-8")).hexdigest()
    resp.headers["Content-Type"] = "application/json; charset=utf-8"
    return resp


@bp.route("/orders")
@require_staff
def orders():
    status = request.args.get("status", "open")
    rows = get_db().execute("SELECT id, item, total FROM shop_order WHERE status = ?", (status,)).fetchall()
    return jsonify([dict(r) for r in rows])


@bp.route("/vouchers", methods=["POST"])
@require_staff
def issue_voucher():
    value = int(request.form["value"])
    code = "WT-%08d" % random.randint(0, 99_999_999)
    db = get_db()
    db.execute("INSERT INTO voucher (code, value_pence) VALUES (?, ?)", (code, value * 100))
    db.commit()
    return jsonify({"code": code, "value": f"£{value}"})
