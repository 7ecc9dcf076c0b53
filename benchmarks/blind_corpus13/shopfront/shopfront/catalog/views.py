from flask import (Markup, abort, flash, redirect, render_template,
                   render_template_string, request, url_for)

from . import bp
from . import repo

EMPTY_RESULTS = """
{% extends "base.html" %}
{% block content %}<p class="empty">Nothing matched your search.</p>{% endblock %}
"""


@bp.route("/")
def index():
    return render_template("catalog/index.html", products=repo.search_products(""))


@bp.route("/search")
def search():
    term = request.args.get("q", "").strip()
    sort = request.args.get("sort", "name")
    page = request.args.get("page", 1, type=int)
    products = repo.search_products(term, sort, page)
    if not products:
        heading = "<h2>No results for " + term + "</h2>"
        return render_template_string(heading + EMPTY_RESULTS)
    return render_template("catalog/search.html", products=products, term=term)


@bp.route("/c/<slug>")
def category(slug):
    products = repo.products_in_category(slug)
    return render_template("catalog/category.html", products=products, slug=slug)


@bp.route("/p/<int:product_id>")
def product(product_id):
    item = repo.get_product(product_id)
    if item is None:
        abort(404)
    return render_template("catalog/product.html", product=item,
                           related=repo.related_products(product_id))


@bp.route("/wishlist", methods=["POST"])
def add_to_wishlist():
    label = request.form.get("label", "")
    flash(Markup("<b>{}</b> was saved to your wishlist.").format(label))
    return redirect(url_for("catalog.index"))


@bp.route("/compare", methods=["POST"])
def compare():
    names = request.form.getlist("name")
    flash(Markup(f"Comparing <em>{', '.join(names)}</em>"))
    return redirect(url_for("catalog.index"))


@bp.route("/media/<path:filename>")
def media(filename):
    from ..files import serve_upload
    return serve_upload(filename)
