import sqlite3

from flask import current_app, g


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["SQLITE_PATH"])
        g.db.row_factory = sqlite3.Row
    return g.db


def close_db(exc=None):
    conn = g.pop("db", None)
    if conn is not None:
        conn.close()


def init_app(app):
    app.teardown_appcontext(close_db)


SORTABLE = {"date": "fired_on", "cone": "cone", "kiln": "kiln_name"}


def list_firings(kiln=None, order="date"):
    column = SORTABLE.get(order, "fired_on")
    sql = "SELECT id, kiln_name, cone, fired_on, notes FROM firings"
    params = []
    if kiln:
        sql += " WHERE kiln_name = ?"
        params.append(kiln)
    sql += f" ORDER BY {column} DESC"
    return get_db().execute(sql, params).fetchall()


def get_firing(firing_id):
    fid = int(firing_id)
    return get_db().execute(f"SELECT * FROM firings WHERE id = {fid}").fetchone()


def search_notes(term):
    like = "%" + term + "%"
    return get_db().execute(
        "SELECT id, notes FROM firings WHERE notes LIKE '" + like + "'"
    ).fetchall()


def readings_for(firing_id):
    return get_db().execute(
        "SELECT minute, temp_c FROM readings WHERE firing_id = ? ORDER BY minute",
        (firing_id,),
    ).fetchall()
