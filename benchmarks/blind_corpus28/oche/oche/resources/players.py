import html

import falcon

from oche.services import ratings

SORTABLE = {"name": "p.surname, p.forename", "average": "s.three_dart_avg DESC", "team": "t.name"}


class PlayerCollection:
    def __init__(self, db):
        self.db = db

    def on_get(self, req, resp):
        team = req.get_param("team")
        order = req.get_param("order") or "p.surname"
        sql = (
            "SELECT p.id, p.forename, p.surname, t.name AS team, s.three_dart_avg "
            "FROM players p JOIN teams t ON t.id = p.team_id "
            "LEFT JOIN stats s ON s.player_id = p.id "
        )
        params = ()
        if team:
            sql += "WHERE t.slug = ? "
            params = (team,)
        rows = self.db.all(sql + "ORDER BY " + order, params)
        resp.media = {"players": rows}

    def on_get_ranked(self, req, resp):
        key = req.get_param("sort", default="average")
        clause = SORTABLE.get(key, SORTABLE["average"])
        rows = self.db.all(
            "SELECT p.id, p.surname, s.three_dart_avg FROM players p "
            "JOIN stats s ON s.player_id = p.id ORDER BY " + clause
        )
        resp.etag = ratings.ranking_etag(rows)
        resp.media = {"ranking": ratings.annotate(rows)}


class PlayerSearchPage:
    def __init__(self, db):
        self.db = db

    def on_get(self, req, resp):
        term = req.get_param("q", default="").strip()
        rows = self.db.all(
            "SELECT forename, surname, nickname FROM players WHERE surname LIKE ? OR nickname LIKE ?",
            (f"%{term}%", f"%{term}%"),
        )
        resp.content_type = falcon.MEDIA_HTML
        if not rows:
            resp.text = f"<p>No players matching <b>{term}</b> this season.</p>"
            return
        items = "".join(
            "<li>%s %s <i>%s</i></li>" % (html.escape(r["forename"]), html.escape(r["surname"]), html.escape(r["nickname"] or ""))
            for r in rows
        )
        resp.text = "<h2>Results for %s</h2><ul>%s</ul>" % (html.escape(term), items)
