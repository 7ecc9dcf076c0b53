"""psycopg2 connection handling bound to the Flask app context."""
import psycopg2
import psycopg2.extras
from flask import current_app, g


def get_db():
    if "db" not in g:
        g.db = psycopg2.connect(current_app.config["DATABASE_URL"],
                                cursor_factory=psycopg2.extras.RealDictCursor)
    return g.db


def close_db(exc=None):
    db = g.pop("db", None)
    if db is not None:
        if exc is None:
            db.commit()
        db.close()


def query(sql, params=None, one=False):
    cur = get_db().cursor()
    cur.execute(sql, params)
    rows = cur.fetchall() if cur.description else []
    return (rows[0] if rows else None) if one else rows
