import html

import tornado.web

from .base import BaseHandler


class RoomHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, room):
        msgs = self.storage.messages(room)
        self.write("<h1>#%s</h1><ul>" % html.escape(room))
        for author, body, ts in msgs:
            self.write("<li>%s: %s</li>" % (html.escape(author), html.escape(body)))
        self.write("</ul>")


class SearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, room):
        needle = self.get_argument("q", "")
        hits = self.storage.search(room, needle)

        self.write("<p>%d results for %s</p>" % (len(hits), needle))
        for author, body in hits:
            self.write("<div>%s</div>" % html.escape(body))
