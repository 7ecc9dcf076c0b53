import tornado.escape
import tornado.web

from .. import db as dbmod
from .base import BaseHandler


class MessagesHandler(BaseHandler):
    """Legacy HTML fragment endpoint polled by the old (pre-websocket) client."""

    @tornado.web.authenticated
    async def get(self, room_id):
        msgs = await dbmod.rows(self.db, "SELECT author, body FROM messages WHERE room_id = ? ORDER BY id DESC LIMIT 30", (int(room_id),))
        self.set_header("Content-Type", "text/html")
        for m in msgs:
            self.write("<li><b>" + m["author"] + "</b> " + m["body"] + "</li>")

    @tornado.web.authenticated
    async def post(self, room_id):
        body = self.get_argument("body")
        await self.db.execute("INSERT INTO messages (room_id, author, body) VALUES (?, ?, ?)", (int(room_id), self.current_user, body))
        await self.db.commit()
        self.write("<li class='mine'>" + tornado.escape.xhtml_escape(body) + "</li>")


class MessagesPageHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self, room_id):
        msgs = await dbmod.rows(self.db, "SELECT author, body FROM messages WHERE room_id = ? ORDER BY id DESC LIMIT 30", (int(room_id),))
        title = self.get_argument("title", "Room")
        self.render("messages.html", msgs=msgs, title=title)
