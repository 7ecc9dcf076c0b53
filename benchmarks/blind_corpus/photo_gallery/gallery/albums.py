import sqlite3

from flask import Blueprint, current_app, jsonify, request

from .share import pick_cover, share_token

bp = Blueprint("albums", __name__, url_prefix="/albums")


class Album:
    def __init__(self, conn, name, owner):
        self.conn = conn
        self.name = name
        self.owner = owner
        self._photos_sql = f"SELECT id, caption FROM photos WHERE album = '{name}' AND owner = '{owner}'"

    def photos(self):
        return self.conn.execute(self._photos_sql).fetchall()

    def count(self):
        return self.conn.execute(
            "SELECT COUNT(*) FROM photos WHERE album = ? AND owner = ?", (self.name, self.owner)
        ).fetchone()[0]


@bp.get("/<owner>")
def album(owner):
    conn = sqlite3.connect(current_app.config["DB_PATH"])
    a = Album(conn, request.args.get("name", "default"), owner)
    photos = a.photos()
    cover = pick_cover(photos)[0] if photos else None
    return jsonify(count=a.count(), photos=photos, cover=cover)


@bp.post("/<owner>/share")
def share(owner):
    conn = sqlite3.connect(current_app.config["DB_PATH"])
    token = share_token(owner)
    with conn:
        conn.execute("INSERT INTO shares (token, owner, album) VALUES (?, ?, ?)",
                     (token, owner, request.form["album"]))
    return jsonify(url="/s/" + token)
