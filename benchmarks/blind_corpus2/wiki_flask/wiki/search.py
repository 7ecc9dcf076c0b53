from flask import Blueprint, jsonify, request

from .db import get_db

bp = Blueprint("search", __name__)


def iter_matches(term, limit=100):
    cur = get_db().execute("SELECT slug, title FROM pages WHERE title LIKE '%" + term + "%' LIMIT " + str(limit))
    for row in cur:
        yield {"slug": row["slug"], "title": row["title"]}


@bp.route("/")
def search():
    term = request.args.get("q", "")
    return jsonify(list(iter_matches(term)))


@bp.route("/tag/<tag>")
def by_tag(tag):
    cur = get_db().execute("SELECT slug, title FROM pages WHERE ',' || tags || ',' LIKE ?", (f"%,{tag},%",))
    return jsonify([dict(r) for r in cur])
