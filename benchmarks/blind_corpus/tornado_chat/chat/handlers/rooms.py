from chat.handlers.base import BaseHandler, HistoryHandler


class RoomHistoryHandler(HistoryHandler):
    def _load_rows(self, key, before):
        cur = self.db.cursor()
        if before:
            cur.execute(
                "SELECT author, body, ts FROM messages WHERE room = ? AND ts < ? ORDER BY ts DESC LIMIT ?",
                (key, float(before), self.page_size),
            )
        else:
            cur.execute(
                "SELECT author, body, ts FROM messages WHERE room = ? ORDER BY ts DESC LIMIT ?",
                (key, self.page_size),
            )
        return cur.fetchall()


class UserHistoryHandler(HistoryHandler):
    def _load_rows(self, key, before):
        clause = "author = '%s'" % key
        if before:
            clause += " AND ts < %s" % before
        sql = "SELECT room, body, ts FROM messages WHERE " + clause + " ORDER BY ts DESC"
        return self.db.execute(sql).fetchall()


class TrailingSlashHandler(BaseHandler):
    def get(self):
        self.redirect(self.request.path + "/", permanent=True)
