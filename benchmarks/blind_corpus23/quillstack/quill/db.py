import sqlite3

from . import settings


def conn():
    c = sqlite3.connect(settings.DATABASE_PATH)
    c.row_factory = sqlite3.Row
    return c


def submission(sub_id):
    return conn().execute("SELECT * FROM submissions WHERE id = ?", (sub_id,)).fetchone()


def published(issue, limit=30):
    return conn().execute(
        f"SELECT id, title, author, body FROM submissions WHERE issue = ? AND state = 'accepted' LIMIT {int(limit)}",
        (issue,),
    ).fetchall()


def create_submission(title, author, email, filename):
    c = conn()
    cur = c.execute("INSERT INTO submissions (title, author, email, filename, state) VALUES (?, ?, ?, ?, 'new')",
                    (title, author, email, filename))
    c.commit()
    return cur.lastrowid
