import hashlib
import html
import json

from werkzeug.exceptions import NotFound, Unauthorized
from werkzeug.wrappers import Response


class ScoreHandlers:
    def __init__(self, app):
        self.app = app

    def _archer(self, request):
        sess = self.app.sessions.get(request.cookies.get("range_sid", ""))
        if not sess:
            raise Unauthorized()
        return sess["archer_id"]

    def list_scores(self, request):
        archer_id = self._archer(request)
        order = request.args.get("order", "date")
        if order not in ("date", "score", "round"):
            order = "date"
        rows = self.app.db.scores_for(archer_id, request.args.get("round"), order)
        body = json.dumps(rows, default=str)
        etag = hashlib.md5(body.encode()).hexdigest()
        return Response(body, mimetype="application/json", headers={"ETag": etag})

    def submit_score(self, request):
        archer_id = self._archer(request)
        data = request.get_json(force=True)
        new_id = self.app.db.execute(
            "INSERT INTO scores (archer_id, round_name, total, golds, shot_on) VALUES (?, ?, ?, ?, date('now'))",
            (archer_id, data["round"], int(data["total"]), int(data.get("golds", 0))),
        )
        return Response(json.dumps({"id": new_id}), status=201, mimetype="application/json")

    def scoreboard(self, request):
        title = request.args.get("title", "Club Night")
        rows = self.app.db.query(
            "SELECT a.name, s.round_name, s.total FROM scores s JOIN archers a ON a.id = s.archer_id "
            "WHERE s.shot_on = date('now') ORDER BY s.total DESC"
        )
        trs = "".join(
            "<tr><td>%s</td><td>%s</td><td>%d</td></tr>" % (html.escape(r["name"]), html.escape(r["round_name"]), r["total"])
            for r in rows
        )
        page = "<html><h1>%s</h1><table>%s</table></html>" % (html.escape(title), trs)
        return Response(page, mimetype="text/html")

    def archer_card(self, request, archer_id):
        rows = self.app.db.query("SELECT name, club, bowstyle FROM archers WHERE id = ?", (archer_id,))
        if not rows:
            raise NotFound()
        r = rows[0]
        motto = request.args.get("motto", "")
        return Response(
            "<div class='card'><h2>%s</h2><p>%s - %s</p><blockquote>%s</blockquote></div>"
            % (html.escape(r["name"]), html.escape(r["club"]), html.escape(r["bowstyle"]), motto),
            mimetype="text/html",
        )
