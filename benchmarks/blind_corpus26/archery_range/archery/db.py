import sqlite3

from . import settings


class Database:
    def __init__(self, path=settings.DB_PATH):
        self.path = path

    def _conn(self):
        conn = sqlite3.connect(self.path)
        conn.row_factory = sqlite3.Row
        return conn

    def query(self, sql, params=()):
        conn = self._conn()
        try:
            return [dict(r) for r in conn.execute(sql, params).fetchall()]
        finally:
            conn.close()

    def execute(self, sql, params=()):
        conn = self._conn()
        try:
            cur = conn.execute(sql, params)
            conn.commit()
            return cur.lastrowid
        finally:
            conn.close()

    def scores_for(self, archer_id, round_name=None, order="date"):
        order_sql = {"date": "shot_on DESC", "score": "total DESC", "round": "round_name"}[order]
        sql = "SELECT id, round_name, total, golds, shot_on FROM scores WHERE archer_id = ?"
        params = [archer_id]
        if round_name:
            sql += " AND round_name = ?"
            params.append(round_name)
        return self.query(sql + " ORDER BY " + order_sql, params)
