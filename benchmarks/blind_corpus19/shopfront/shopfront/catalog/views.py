from flask import Blueprint, abort, current_app, render_template, request
from markupsafe import Markup, escape

from . import queries

bp = Blueprint("catalog", __name__, url_prefix="/catalog")


@bp.route("/search")
def search():
    term = request.args.get("q", "")
    rows = queries.search_products(term, request.args.get("sort", "name"))
    return render_template("catalog/search.html", rows=rows, term=term)


@bp.route("/c/<slug>")
def category(slug):
    per_page = current_app.config["ITEMS_PER_PAGE"]
    rows = queries.products_in_category(slug, per_page)
    return render_template("catalog/list.html", rows=rows)


@bp.route("/p/<int:product_id>")
def product(product_id):
    row = queries.product_by_id(product_id)
    if row is None:
        abort(404)
    return render_template("catalog/product.html", product=row)


@bp.route("/empty")
def empty_results():
    term = request.args.get("q", "")
    return "<p>No products matched <b>%s</b>.</p>" % escape(term)


@bp.route("/banner")
def promo_banner():
    headline = request.args.get("headline", "Summer sale")
    return render_template("catalog/banner.html", headline=Markup(headline))
