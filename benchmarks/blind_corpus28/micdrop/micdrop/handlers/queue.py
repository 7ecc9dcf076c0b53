import random

import tornado.web
from tornado.escape import xhtml_escape

from micdrop import db
from micdrop.handlers.base import BaseHandler


class QueueHandler(BaseHandler):
    def get(self):
        self.write_json(self.rows("SELECT q.id, q.singer, s.title, s.artist FROM queue q JOIN songs s ON s.id = q.song_id "
                                  "WHERE q.sung = 0 ORDER BY q.position"))

    def post(self):
        singer = self.get_body_argument("singer")
        song_id = int(self.get_body_argument("song_id"))
        dedication = self.get_body_argument("dedication", "")
        pos = db.rows("SELECT COALESCE(MAX(position), 0) + 1 FROM queue")[0][0]
        db.run("INSERT INTO queue (singer, song_id, dedication, position, sung) VALUES (?, ?, ?, ?, 0)",
               (singer, song_id, dedication, pos))
        self.set_cookie("md_singer", singer)
        self.write_json({"position": pos})


class BoardHandler(BaseHandler):
    """Big-screen list shown above the stage."""

    def get(self):
        rows = self.rows("SELECT q.singer, q.dedication, s.title FROM queue q JOIN songs s ON s.id = q.song_id "
                         "WHERE q.sung = 0 ORDER BY q.position LIMIT 12")
        items = []
        for r in rows:
            items.append("<li><b>%s</b> &ndash; %s <em>%s</em></li>" % (
                xhtml_escape(r["singer"]), xhtml_escape(r["title"]), r["dedication"]))
        self.write("<ol class='board'>%s</ol>" % "".join(items))

    def on_finish(self):
        if random.random() < 0.05:
            self.application.settings.setdefault("board_samples", []).append(self.request.request_time())


class SkipHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self, queue_id):
        order = self.get_body_argument("order", "position")
        db.run("UPDATE queue SET sung = 1 WHERE id = ?", (int(queue_id),))
        rows = self.rows("SELECT id, singer FROM queue WHERE sung = 0 ORDER BY " + order)
        self.write_json(rows)
