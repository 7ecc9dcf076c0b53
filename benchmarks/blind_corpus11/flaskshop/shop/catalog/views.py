from flask import Blueprint, abort, render_template, request
from markupsafe import Markup, escape

from .. import db
from .queries import search_sql

bp = Blueprint("catalog", __name__)


@bp.route("/")
def index():
    rows = db.fetch_all("SELECT id, name, price FROM products ORDER BY created_at DESC LIMIT 20")
    return render_template("catalog/index.html", products=rows)


@bp.route("/search")
def search():
    sql, params = search_sql(
        request.args.get("q", ""),
        request.args.get("cat"),
        request.args.get("sort", "name"),
        request.args.get("dir", "asc"),
    )
    rows = db.fetch_all(sql, params)
    return render_template("catalog/search.html", products=rows, q=request.args.get("q", ""))


@bp.route("/product/<int:pid>")
def product(pid):
    row = db.fetch_one("SELECT * FROM products WHERE id = ?", (pid,))
    if row is None:
        abort(404)
    return render_template("catalog/product.html", product=row)


@bp.route("/product/<int:pid>/reviews")
def reviews(pid):
    rows = db.fetch_all("SELECT author, body FROM reviews WHERE product_id = %d" % pid)
    items = "".join(
        Markup("<li><b>{}</b>: {}</li>").format(r["author"], r["body"]) for r in rows
    )
    return render_template("catalog/reviews.html", items=items)


@bp.route("/compare")
def compare():
    ids = request.args.getlist("id")
    heading = request.args.get("title", "Compare products")
    banner = Markup("<h2 class='cmp'>%s</h2>" % heading)
    rows = []
    for pid in ids[:4]:
        rows.append(db.fetch_one("SELECT id, name, price FROM products WHERE id = ?", (pid,)))
    return render_template("catalog/compare.html", banner=banner, rows=rows, note=escape(request.args.get("note", "")))
