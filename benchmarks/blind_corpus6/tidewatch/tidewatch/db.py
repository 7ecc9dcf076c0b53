import sqlite3

import click
from flask import current_app, g

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY,
    email TEXT UNIQUE NOT NULL,
    pw_hash TEXT NOT NULL,
    remember_token TEXT
);
CREATE TABLE IF NOT EXISTS buoys (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    station_id TEXT,
    feed_url TEXT,
    region TEXT,
    status TEXT DEFAULT 'active',
    notes TEXT,
    alert_rule TEXT,
    camera_url TEXT,
    last_seen TIMESTAMP
);
CREATE TABLE IF NOT EXISTS readings (
    id INTEGER PRIMARY KEY,
    buoy_id INTEGER REFERENCES buoys(id),
    ts TIMESTAMP NOT NULL,
    wave_height REAL,
    water_temp REAL
);
"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["DATABASE"], detect_types=sqlite3.PARSE_DECLTYPES)
        g.db.row_factory = sqlite3.Row
    return g.db


def close_db(e=None):
    conn = g.pop("db", None)
    if conn is not None:
        conn.close()


def query(sql, params=(), one=False):
    cur = get_db().execute(sql, params)
    rows = cur.fetchall()
    cur.close()
    if one:
        return rows[0] if rows else None
    return rows


def table_count(table):
    return get_db().execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]


@click.command("init-db")
def init_db_command():
    get_db().executescript(SCHEMA)
    click.echo("Initialized the database.")


def init_app(app):
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
