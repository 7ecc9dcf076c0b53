from flask import Blueprint, request, render_template
from markupsafe import Markup, escape

from .repository import ProductRepository

bp = Blueprint("catalog", __name__)


@bp.route("/")
def index():
    return render_template("catalog/index.html")


@bp.route("/search")
def search():
    term = request.args.get("q", "")
    rows = ProductRepository().search(term, request.args.get("sort", "name"))
    banner = Markup("<p class='hint'>Results for <b>%s</b></p>" % term)
    return render_template("catalog/results.html", rows=rows, banner=banner)


@bp.route("/category/<name>")
def category(name):
    rows = ProductRepository().by_category(name)

    title = Markup("<h2>%s</h2>") % name
    return render_template("catalog/results.html", rows=rows, banner=title)


@bp.route("/tag/<tag>")
def tag(tag):
    shown = escape(tag)
    return "<h1>Tag: " + str(shown) + "</h1>"
