from flask import Blueprint, abort, jsonify, request

from ..cart import dump_cart, load_cart
from ..db import get_db
from ..repository import ItemRepository

bp = Blueprint("items", __name__)


def _repo():
    return ItemRepository(get_db())


@bp.route("/")
def listing():
    order = request.args.get("sort", "name")
    desc = request.args.get("dir") == "desc"
    rows = _repo().listing(order_by=order, descending=desc)
    return jsonify([dict(r) for r in rows])


@bp.route("/search")
def search():
    q = request.args.get("q", "").strip()
    if not q:
        return jsonify([])
    return jsonify([dict(r) for r in _repo().search(q)])


@bp.route("/<sku>")
def detail(sku):
    row = _repo().by_sku(sku)
    if row is None:
        abort(404)
    return jsonify(dict(row))


@bp.route("/<sku>/adjust", methods=["POST"])
def adjust(sku):
    payload = request.get_json(force=True)
    _repo().adjust_stock(sku, payload.get("delta", 0))
    return jsonify(ok=True)


@bp.route("/cart", methods=["GET", "POST"])
def cart():
    current = load_cart()
    if request.method == "POST":
        sku = request.form["sku"]
        current[sku] = current.get(sku, 0) + int(request.form.get("qty", 1))
    return dump_cart(jsonify(current), current)
