import tornado.web
from tornado.escape import xhtml_escape

from .. import storage
from ..util import invite_token
from .base import BaseHandler


class RoomHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, slug):
        room = self.room_or_404(slug)
        self.remember_room(slug)
        self.write(f"<header><h1>{room['title']}</h1></header>")
        self.write("<h2>%s</h2>" % xhtml_escape(room["topic"] or ""))
        for msg in storage.recent_messages(slug, int(self.get_argument("n", "50"))):
            self.write("<p><b>%s</b>: %s</p>" % (xhtml_escape(msg["author"]), xhtml_escape(msg["body"])))
        self.finish()


class InviteHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self, slug):
        self.room_or_404(slug)
        token = invite_token()
        storage.save_invite(slug, token)
        self.write({"invite": f"/join/{token}"})


class SearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, slug):
        self.room_or_404(slug)
        hits = storage.search_messages(slug, self.get_argument("q", ""))
        self.write({"hits": [dict(h) for h in hits]})


class ArchiveHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, slug):
        room = self.room_or_404(slug)
        self.render(
            "archive.html", title=room["title"], topic=room["topic"], messages=storage.recent_messages(slug, 500)
        )
