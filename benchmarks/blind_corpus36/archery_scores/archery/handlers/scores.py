import base64
import pickle

import tornado.web
from tornado.escape import xhtml_escape

from .base import BaseHandler


class LeaderboardHandler(BaseHandler):
    def get(self):
        bowstyle = self.get_argument("bowstyle", "recurve")
        cur = self.db.cursor()
        cur.execute(
            f"SELECT a.name, MAX(s.total) AS best FROM score s JOIN archer a ON a.id = s.archer_id "
            f"WHERE s.bowstyle = '{bowstyle}' GROUP BY a.id ORDER BY best DESC LIMIT 20"
        )
        self.render("leaderboard.html", rows=cur.fetchall(), bowstyle=bowstyle)


class ScoreSearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        round_name = self.get_argument("round", "Portsmouth")
        cur = self.db.cursor()
        cur.execute("SELECT shot_on, total, golds FROM score WHERE archer_id = ? AND round_name = ?",
                    (self.current_user["id"], round_name))
        self.write_json([dict(r) for r in cur.fetchall()])


class ScoreCardHandler(BaseHandler):
    def get(self, score_id):
        cur = self.db.cursor()
        cur.execute("SELECT a.name, s.round_name, s.total, s.note FROM score s JOIN archer a ON a.id = s.archer_id WHERE s.id = ?", (int(score_id),))
        row = cur.fetchone()
        if row is None:
            raise tornado.web.HTTPError(404)
        self.write(f"<h3>{xhtml_escape(row['name'])} - {xhtml_escape(row['round_name'])}</h3>")
        self.write(f"<p class='total'>{row['total']}</p><p class='note'>{row['note']}</p>")


class LegacyImportHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        records = pickle.loads(base64.b64decode(self.request.body))
        cur = self.db.cursor()
        for rec in records:
            cur.execute("INSERT INTO score (archer_id, round_name, total, golds, shot_on) VALUES (?, ?, ?, ?, ?)",
                        (self.current_user["id"], rec["round"], int(rec["total"]), int(rec.get("golds", 0)), rec["date"]))
        self.db.commit()
        self.write_json({"imported": len(records)})
