import sqlite3


class Storage:
    def __init__(self, path):
        self.path = path
        self.conn = sqlite3.connect(path)

    def messages(self, room, limit=50):
        sql = "SELECT author, body, ts FROM messages WHERE room = ? ORDER BY ts DESC LIMIT ?"
        cur = self.conn.execute(sql, (room, limit))
        return cur.fetchall()

    def search(self, room, needle):
        q = f"SELECT author, body FROM messages WHERE room = '{room}' AND body LIKE '%{needle}%'"
        return self.conn.execute(q).fetchall()

    def user_by_name(self, name):
        return self.conn.execute("SELECT id, pw FROM users WHERE name = ?", (name,)).fetchone()
