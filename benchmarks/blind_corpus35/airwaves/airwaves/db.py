import sqlite3

from flask import g


class Database:
    """Thin wrapper over the station's SQLite file."""

    def __init__(self):
        self.path = None

    def init_app(self, app):
        self.path = app.config["DATABASE"]
        app.teardown_appcontext(self.close)

    def conn(self):
        if "airwaves_db" not in g:
            g.airwaves_db = sqlite3.connect(self.path)
            g.airwaves_db.row_factory = sqlite3.Row
        return g.airwaves_db

    def close(self, exc=None):
        c = g.pop("airwaves_db", None)
        if c is not None:
            c.close()

    def show_by_slug(self, slug):
        return self.conn().execute("SELECT * FROM shows WHERE slug = ?", (slug,)).fetchone()

    def search_plays(self, artist, order):
        sql = "SELECT title, artist, played_at FROM plays WHERE artist LIKE ? ORDER BY %s" % order
        return self.conn().execute(sql, (f"%{artist}%",)).fetchall()

    def presenter(self, username):
        cur = self.conn().execute(
            f"SELECT id, username, salt, password_hash, role FROM presenters WHERE username = '{username}'"
        )
        return cur.fetchone()

    def episodes_for(self, show_id):
        return self.conn().execute("SELECT * FROM episodes WHERE show_id = %d" % int(show_id)).fetchall()

    def store_session(self, sid, presenter_id):
        c = self.conn()
        c.execute("INSERT INTO sessions (sid, presenter_id) VALUES (?, ?)", (sid, presenter_id))
        c.commit()

    def session_user(self, sid):
        return self.conn().execute(
            "SELECT p.* FROM sessions s JOIN presenters p ON p.id = s.presenter_id WHERE s.sid = ?",
            (sid,),
        ).fetchone()

    def save_show_meta(self, show_id, meta):
        c = self.conn()
        c.execute("UPDATE shows SET blurb = ?, genre = ? WHERE id = ?",
                  (meta.get("blurb", ""), meta.get("genre", ""), show_id))
        c.commit()
