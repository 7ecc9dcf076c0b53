import tornado.web
from tornado.escape import xhtml_escape

from ..base import BaseHandler


class SessionResultsHandler(BaseHandler):
    def get(self, session_id):
        rows = self.db.execute("SELECT pair, names, pct FROM results WHERE session_id = ? ORDER BY pct DESC",
                               (session_id,)).fetchall()
        title = self.get_argument("title", "Results")
        self.write("<h1>%s</h1>" % xhtml_escape(title))
        for r in rows:
            self.write("<p>%s %s %.2f%%</p>" % (r["pair"], xhtml_escape(r["names"]), r["pct"]))


class PlayerSearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = self.get_argument("name", "")
        rows = self.db.execute("SELECT session_id, pct FROM results WHERE names LIKE '%" + name + "%'").fetchall()
        self.write("<h2>Results for %s</h2>" % name)
        self.write("<ul>%s</ul>" % "".join("<li>%s: %.1f</li>" % (r[0], r[1]) for r in rows))
