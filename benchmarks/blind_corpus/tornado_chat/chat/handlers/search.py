from tornado.escape import xhtml_escape

from chat.handlers.base import BaseHandler


class SearchHandler(BaseHandler):
    def get(self):
        q = self.get_argument("q", "")
        rows = self.db.execute(
            "SELECT room, body FROM messages WHERE body LIKE ? LIMIT 50", ("%" + q + "%",)
        ).fetchall()
        self.render("search.html", q=q, rows=rows)


class LegacySearchHandler(BaseHandler):
    """Old endpoint kept for the IRC bridge, returns a bare HTML fragment."""

    def get(self):
        q = self.get_argument("q", "")
        rows = self.db.execute(
            "SELECT room, body FROM messages WHERE body LIKE ? LIMIT 50", ("%" + q + "%",)
        ).fetchall()
        self.write("<h3>Results for " + q + "</h3><ul>")
        for room, body in rows:
            self.write("<li>%s: %s</li>" % (xhtml_escape(room), xhtml_escape(body)))
        self.write("</ul>")
