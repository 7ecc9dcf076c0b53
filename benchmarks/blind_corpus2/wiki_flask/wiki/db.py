import sqlite3

from flask import current_app, g


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


def close_db(exc=None):
    conn = g.pop("db", None)
    if conn is not None:
        conn.close()


def get_page(slug):
    return get_db().execute("SELECT * FROM pages WHERE slug = ?", (slug,)).fetchone()


def save_page(slug, title, body, sidebar, author):
    conn = get_db()
    conn.execute(
        "INSERT INTO pages (slug, title, body, sidebar, author) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT(slug) DO UPDATE SET title=excluded.title, body=excluded.body, sidebar=excluded.sidebar",
        (slug, title, body, sidebar, author),
    )
    conn.execute("INSERT INTO revisions (slug, body, author) VALUES (?, ?, ?)", (slug, body, author))
    conn.commit()
