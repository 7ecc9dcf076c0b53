import tornado.web

from . import BaseHandler


class LobbyHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.render("lobby.html", rooms=self.store.rooms())


class RoomHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, name):
        history = self.store.history(name, limit=int(self.get_argument("limit", "50")))
        self.render("room.html", name=name, history=history)


class RoomTopicHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, name):
        topic = self.get_argument("topic", "")
        self.write("<h1>#%s</h1><p class='topic'>%s</p>" % (name, topic))


class RoomInfoHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, name):
        self.write({"room": name, "messages": len(self.store.history(name, 1000))})


class HistoryExportHandler(BaseHandler):
    """Used by the mobile client: /history?room=<name>&limit=<n>"""

    @tornado.web.authenticated
    def get(self):
        room = self.get_argument("room")
        limit = int(self.get_argument("limit", "100"))
        rows = self.store.history(room, limit)
        self.write({"room": room, "messages": [{"author": a, "body": b, "ts": t} for a, b, t in rows]})
