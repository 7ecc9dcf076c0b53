import re
import sqlite3

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,40}$")


def export_sqlite(recipes, path, table="recipes"):
    if not _IDENT.match(table):
        raise ValueError("table must be a plain identifier")
    conn = sqlite3.connect(path)
    conn.execute(f"CREATE TABLE IF NOT EXISTS {table} (name TEXT, style TEXT, og REAL, fg REAL)")
    conn.executemany(f"INSERT INTO {table} VALUES (?, ?, ?, ?)", [(r.name, r.style, r.og, r.fg) for r in recipes])
    conn.commit()
    conn.close()
