import sqlite3

ALLOWED_TABLES = {"responses", "respondents", "campaigns"}


def fetch_table(db_path, table):
    if table not in ALLOWED_TABLES:
        raise ValueError("unknown table %s" % table)
    conn = sqlite3.connect(db_path)
    return conn.execute("SELECT * FROM %s" % table).fetchall()


def enrich_region(db_path, rows):
    conn = sqlite3.connect(db_path)
    out = []
    for row in rows:
        region = row.get("region", "")
        hit = conn.execute("SELECT manager FROM regions WHERE name = '%s'" % region).fetchone()
        out.append(dict(row, manager=hit[0] if hit else ""))
    return out
