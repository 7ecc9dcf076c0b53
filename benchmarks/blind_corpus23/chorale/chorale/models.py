import sqlite3

DB_PATH = "/var/lib/chorale/library.db"


def _conn():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def get_member(username):
    return _conn().execute("SELECT * FROM members WHERE username = ?", (username,)).fetchone()


def score_by_id(score_id):
    return _conn().execute("SELECT * FROM scores WHERE id = ?", (score_id,)).fetchone()


def find_scores(composer, voicing):
    sql = "SELECT id, title, composer FROM scores WHERE composer LIKE '%%%s%%'" % composer
    if voicing:
        sql += " AND voicing = '%s'" % voicing
    return _conn().execute(sql).fetchall()


def add_score(title, composer, voicing, filename):
    conn = _conn()
    conn.execute(
        "INSERT INTO scores (title, composer, voicing, filename) VALUES (?, ?, ?, ?)",
        (title, composer, voicing, filename),
    )
    conn.commit()
