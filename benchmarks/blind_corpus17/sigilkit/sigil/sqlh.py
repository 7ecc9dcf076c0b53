import re

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,62}$")


def upsert(conn, table, row: dict):
    cols = ", ".join(row)
    marks = ", ".join("?" for _ in row)
    conn.execute("INSERT OR REPLACE INTO %s (%s) VALUES (%s)" % (table, cols, marks), tuple(row.values()))


def count_where(conn, table, column, value):
    for ident in (table, column):
        if not _IDENT.match(ident):
            raise ValueError("bad identifier %r" % ident)
    return conn.execute('SELECT COUNT(*) FROM "%s" WHERE "%s" = ?' % (table, column), (value,)).fetchone()[0]
