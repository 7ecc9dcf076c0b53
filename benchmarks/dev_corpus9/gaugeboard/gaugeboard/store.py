"""Metric and dashboard storage on sqlite."""
import json
import sqlite3
import time


class MetricStore(object):
    def __init__(self, path):
        self.conn = sqlite3.connect(path, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row

    def latest(self, names):
        out = {}
        for name in names:
            row = self.conn.execute(
                "SELECT value FROM samples WHERE metric = ? ORDER BY ts DESC LIMIT 1", (name,)
            ).fetchone()
            out[name] = row["value"] if row else None
        return out

    def metric_names(self):
        return [r[0] for r in self.conn.execute("SELECT DISTINCT metric FROM samples")]

    def dashboard(self, slug):
        row = self.conn.execute("SELECT doc FROM dashboards WHERE slug = ?", (slug,)).fetchone()
        return json.loads(row["doc"]) if row else None

    def panel(self, panel_id):
        row = self.conn.execute("SELECT doc FROM panels WHERE id = ?", (panel_id,)).fetchone()
        return json.loads(row["doc"]) if row else None

    def rules(self):
        return [json.loads(r["doc"]) for r in self.conn.execute("SELECT doc FROM rules")]

    def add_rule(self, doc):
        self.conn.execute("INSERT INTO rules (doc, created) VALUES (?, ?)", (json.dumps(doc), time.time()))
        self.conn.commit()

    def user(self, username):
        return self.conn.execute(
            "SELECT username, password_hash, api_token FROM users WHERE username = ?", (username,)
        ).fetchone()
