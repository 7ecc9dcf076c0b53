"""Public catalogue pages: front page, product list, product search."""
from flask import Blueprint, abort, render_template, request
from markupsafe import Markup

from shop import config, db, util

bp = Blueprint("catalog", __name__)


def _featured_products():
    return db.query("SELECT id, name, price FROM products WHERE featured = 1 ORDER BY name")


@bp.route("/")
def index():
    products = util.cached(util.cache_key("index", "featured"), 60, _featured_products)
    return render_template("index.html", products=products)


@bp.route("/product/<int:product_id>")
def product(product_id):
    row = db.query("SELECT * FROM products WHERE id = ?", (product_id,), one=True)
    if row is None:
        abort(404)
    return render_template("product.html", product=row, price=util.format_price(row["price"]))


@bp.route("/products")
def product_list():
    """Product list with the sidebar filters (category / brand / colour)."""
    filters = {}
    for field in ("category", "brand", "colour"):
        value = request.args.get(field)
        if value:
            filters[field] = value
    try:
        page = int(request.args.get("page", 1))
    except ValueError:
        page = 1
    rows = db.find_products(filters)
    return render_template(
        "products.html",
        products=util.paginate(rows, page, config.ITEMS_PER_PAGE),
        filters=filters,
        page=page,
    )


@bp.route("/search")
def search():
    term = request.args.get("q", "").strip()
    rows = db.query(
        "SELECT id, name, price FROM products WHERE name LIKE ? ORDER BY name",
        ("%" + term + "%",),
    )
    if not rows:
        # the template renders ``message`` with |safe-like behaviour (Markup)
        message = Markup("Sorry, nothing matched <b>%s</b>. Try a shorter search." % term)
        return render_template("search.html", products=[], message=message)
    return render_template("search.html", products=rows, message=None)
