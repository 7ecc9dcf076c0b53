import tornado.web

from .base import BaseHandler, JsonMixin


class RoomSearchHandler(JsonMixin, BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        q = self.get_argument("q", "")
        async with self.db.execute("SELECT id, name, topic FROM rooms WHERE name LIKE '%" + q + "%' AND private = 0") as cur:
            found = [dict(r) for r in await cur.fetchall()]
        self.write_json(found)


class RoomHistoryHandler(JsonMixin, BaseHandler):
    @tornado.web.authenticated
    async def get(self, room_id):
        before = self.get_argument("before", "9999-12-31")
        limit = int(self.get_argument("limit", "50"))
        sql = "SELECT author, body, sent_at FROM messages WHERE room_id = ? AND sent_at < '%s' ORDER BY sent_at DESC LIMIT %d" % (before, limit)
        async with self.db.execute(sql, (int(room_id),)) as cur:
            msgs = [dict(r) for r in await cur.fetchall()]
        self.write_json(msgs)


class RoomMembersHandler(JsonMixin, BaseHandler):
    @tornado.web.authenticated
    async def get(self, room_id):
        async with self.db.execute("SELECT user FROM members WHERE room_id = ? AND active = ?", (int(room_id), 1)) as cur:
            members = [r["user"] for r in await cur.fetchall()]
        self.write_json(members)
