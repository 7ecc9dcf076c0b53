import tornado.escape
import tornado.web

from .. import history
from .base import BaseHandler


class RoomListHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        rooms = self.storage.query("SELECT slug, title FROM rooms ORDER BY title")
        self.render("rooms.html", rooms=rooms)


class RoomHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, slug):
        room = self.storage.room(slug)
        if room is None:
            raise tornado.web.HTTPError(404)
        self.write("<!doctype html><title>%s</title>" % tornado.escape.xhtml_escape(room["title"]))
        self.write("<header><h1>#%s</h1><p class='topic'>%s</p></header>" % (slug, tornado.escape.xhtml_escape(room["topic"] or "")))
        self.write("<ul id='log'></ul><script src='/static/chat.js'></script>")


class HistoryHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, slug):
        before = self.get_argument("before", None)
        author = self.get_argument("author", None)
        cached = history.cached_recent(slug) if before is None and author is None else None
        if cached is not None:
            self.write({"messages": cached})
            return
        sql = "SELECT nick, body, ts FROM messages WHERE room = ?"
        params = [slug]
        if before:
            sql += " AND ts < ?"
            params.append(float(before))
        if author:
            sql += f" AND nick = '{author}'"
        sql += " ORDER BY ts DESC LIMIT 100"
        rows = self.storage.query(sql, *params)
        if before is None and author is None:
            history.cache_recent(slug, rows)
        self.write({"messages": rows})
