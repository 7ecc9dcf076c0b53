from flask import Blueprint, abort, request
from markupsafe import escape

from ..extensions import db
from ..security import clean_slug, sort_clause


def init_app(app):
    bp = Blueprint("schedule", __name__)

    @bp.route("/")
    def index():
        return "<h1>Riverside Community Radio</h1><p>Listen live on 97.3 FM.</p>"

    @bp.route("/shows/<slug>")
    def show(slug):
        try:
            slug = clean_slug(slug)
        except ValueError:
            abort(404)
        row = db.show_by_slug(slug)
        if row is None:
            abort(404)
        episodes = db.episodes_for(row["id"])
        items = "".join(f"<li>{escape(e['title'])}</li>" for e in episodes)
        return f"<h1>{escape(row['title'])}</h1><p>{escape(row['blurb'])}</p><ul>{items}</ul>"

    @bp.route("/plays")
    def plays():
        artist = request.args.get("artist", "")
        rows = db.search_plays(artist, sort_clause(request.args.get("sort")))
        items = "".join(f"<li>{escape(r['title'])} by {escape(r['artist'])}</li>" for r in rows)
        return f"<h2>Plays matching {artist}</h2><ul>{items}</ul>"

    app.register_blueprint(bp)
