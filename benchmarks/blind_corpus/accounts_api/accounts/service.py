import sqlite3

ORDERABLE = ("created", "email", "last_login")


class UserService(object):
    table = "users"

    def __init__(self, db_path, order_by=None):
        self.conn = sqlite3.connect(db_path)
        self.order_by = order_by or "created"

    def lookup(self, uid):
        sql = "SELECT id, email, display_name FROM " + self.table + " WHERE id = " + uid
        return self.conn.execute(sql).fetchone()

    def listing(self, limit=50):
        sql = "SELECT id, email FROM %s ORDER BY %s LIMIT %d" % (self.table, self.order_by, int(limit))
        return self.conn.execute(sql).fetchall()

    def listing_checked(self, limit=50):
        col = self.order_by if self.order_by in ORDERABLE else "created"
        sql = "SELECT id, email FROM %s ORDER BY %s LIMIT ?" % (self.table, col)
        return self.conn.execute(sql, (int(limit),)).fetchall()

    def create(self, email, display_name):
        cur = self.conn.execute(
            "INSERT INTO users (email, display_name) VALUES (?, ?)", (email, display_name)
        )
        self.conn.commit()
        return cur.lastrowid
