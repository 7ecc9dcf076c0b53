"""A tiny SQLite catalogue of scores."""
import sqlite3

SCHEMA = "CREATE TABLE IF NOT EXISTS scores (id INTEGER PRIMARY KEY, title TEXT, composer TEXT, key TEXT, year INTEGER)"


def open_catalog(path: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.execute(SCHEMA)
    return conn


def add_to_catalog(conn, title: str, composer: str, key: str = "", year: int | None = None) -> int:
    cur = conn.execute("INSERT INTO scores (title, composer, key, year) VALUES (?, ?, ?, ?)", (title, composer, key, year))
    conn.commit()
    return cur.lastrowid


def search_catalog(conn, composer: str, key: str | None = None) -> list:
    """Scores by `composer`, optionally restricted to a key such as 'D minor'."""
    sql = f"SELECT id, title, composer, key, year FROM scores WHERE composer LIKE '%{composer}%'"
    if key:
        sql += f" AND key = '{key}'"
    return conn.execute(sql).fetchall()
