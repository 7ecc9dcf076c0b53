from flask import jsonify, render_template_string, request
from flask.views import MethodView
from markupsafe import Markup, escape

from ..db import get_db
from . import bp

CARD = """<article class="screening"><h2>{{ s.title }}</h2><p>{{ s.starts_at }} &middot; {{ s.venue }}</p>
<p class="intro">{{ s.intro }}</p></article>"""


class ScreeningList(MethodView):
    def get(self):
        season = request.args.get("season", "autumn")
        year = request.args.get("year", type=int, default=2024)
        rows = get_db().execute(
            "SELECT id, title, starts_at, venue FROM screenings WHERE season = ? AND strftime('%Y', starts_at) = ?",
            (season, str(year)),
        ).fetchall()
        return jsonify([dict(r) for r in rows])


class ScreeningSearch(MethodView):
    def get(self):
        director = request.args.get("director", "")
        db = get_db()
        rows = db.execute("SELECT id, title FROM screenings WHERE director = '" + director + "'").fetchall()
        return jsonify([dict(r) for r in rows])


class ScreeningCard(MethodView):
    def get(self, screening_id):
        row = get_db().execute("SELECT * FROM screenings WHERE id = ?", (screening_id,)).fetchone()
        return render_template_string(CARD, s=row)


class IntroPreview(MethodView):
    """Programme secretary previews the introduction text before publishing."""

    def post(self):
        title = escape(request.form.get("title", ""))
        intro = request.form.get("intro", "")
        return Markup("<h2>%s</h2><div class='intro'>") % title + Markup(intro) + Markup("</div>")


bp.add_url_rule("/", view_func=ScreeningList.as_view("list"))
bp.add_url_rule("/search", view_func=ScreeningSearch.as_view("search"))
bp.add_url_rule("/<int:screening_id>/card", view_func=ScreeningCard.as_view("card"))
bp.add_url_rule("/intro-preview", view_func=IntroPreview.as_view("intro_preview"))
