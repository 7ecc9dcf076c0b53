"""DB-API helpers.  Work with sqlite3, psycopg2 and friends."""
from .core import Table


def _literal(value):
    if value is None:
        return "NULL"
    if isinstance(value, (int, float)):
        return str(value)
    return "'%s'" % str(value)


def quote_ident(name):
    return '"' + str(name).replace('"', '""') + '"'


def select_rows(conn, table, where=None, limit=None):
    """select_rows(conn, "users", {"country": "NL"}) -> Table"""
    sql = "SELECT * FROM %s" % quote_ident(table)
    if where:
        sql += " WHERE " + " AND ".join("%s = %s" % (quote_ident(k), _literal(v)) for k, v in where.items())
    if limit:
        sql += " LIMIT %d" % int(limit)
    cur = conn.cursor()
    cur.execute(sql)
    return Table([d[0] for d in cur.description], [list(r) for r in cur.fetchall()], table)


def top_n(conn, table, column, n=10):
    cur = conn.cursor()
    cur.execute(f"SELECT * FROM {quote_ident(table)} ORDER BY {column} DESC LIMIT {int(n)}")
    return Table([d[0] for d in cur.description], [list(r) for r in cur.fetchall()], table)


def distinct_values(conn, table, column):
    cur = conn.cursor()
    cur.execute("SELECT DISTINCT %s FROM %s" % (column, table))
    return [r[0] for r in cur.fetchall()]


def table_exists(conn, name):
    cur = conn.cursor()
    cur.execute(f"SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '{name}'")
    return cur.fetchone() is not None


def upsert(conn, table, row, key="id", paramstyle="qmark"):
    cols = list(row)
    ph = "?" if paramstyle == "qmark" else "%s"
    sql = "INSERT INTO %s (%s) VALUES (%s) ON CONFLICT (%s) DO UPDATE SET %s" % (
        quote_ident(table),
        ", ".join(quote_ident(c) for c in cols),
        ", ".join([ph] * len(cols)),
        quote_ident(key),
        ", ".join("%s = excluded.%s" % (quote_ident(c), quote_ident(c)) for c in cols),
    )
    conn.cursor().execute(sql, [row[c] for c in cols])
