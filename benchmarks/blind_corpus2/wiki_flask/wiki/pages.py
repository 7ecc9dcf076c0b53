from flask import Blueprint, abort, g, render_template, request
from markupsafe import Markup

from . import db
from .auth import login_required
from .render import render_shell, render_sidebar, to_html

bp = Blueprint("pages", __name__)


@bp.route("/")
def index():
    rows = db.get_db().execute("SELECT slug, title FROM pages ORDER BY title").fetchall()
    return render_template("index.html", pages=rows)


@bp.route("/wiki/<slug>")
def show(slug):
    page = db.get_page(slug)
    if page is None:
        abort(404)
    tags = [Markup('<a class="tag" href="/search/tag/%s">%s</a>') % (t, t) for t in page["tags"].split(",") if t]
    sidebar = render_sidebar(page, g.user)
    toc_depth = int(request.args.get("toc", 3))
    if toc_depth > 6:
        toc_depth = 6
    body = Markup(to_html(page["body"]))
    return render_template("page.html", page=page, body=body, sidebar=sidebar, tags=tags)


@bp.route("/wiki/<slug>/source")
def source(slug):
    page = db.get_page(slug)
    if page is None:
        abort(404)
    return render_shell(page["body"])


@bp.route("/wiki/<slug>/edit", methods=["POST"])
@login_required
def edit(slug):
    db.save_page(slug, request.form["title"], request.form["body"], request.form.get("sidebar", ""), g.user["id"])
    return {"saved": slug}
