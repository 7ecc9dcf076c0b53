"""Move tables in and out of DB-API connections (sqlite3 and friends)."""


def quote_ident(name):
    return '"%s"' % str(name).replace('"', '""')


def to_sql(table, conn, name, replace=False):
    """Write ``table`` to a new database table called ``name``."""
    cur = conn.cursor()
    if replace:
        cur.execute("DROP TABLE IF EXISTS %s" % quote_ident(name))
    cols = ", ".join("%s TEXT" % c for c in table.columns)
    cur.execute("CREATE TABLE %s (%s)" % (quote_ident(name), cols))
    placeholders = ", ".join("?" for _ in table.columns)
    cur.executemany(
        "INSERT INTO %s (%s) VALUES (%s)" % (quote_ident(name), ", ".join(quote_ident(c) for c in table.columns), placeholders),
        [[r.get(c) for c in table.columns] for r in table.rows],
    )
    conn.commit()


def read_sql_table(conn, name, filters=None, limit=None):
    """Read ``name`` back; ``filters`` is a mapping of column -> required value."""
    from ..table import Table

    sql = "SELECT * FROM %s" % quote_ident(name)
    if filters:
        sql += " WHERE " + " AND ".join("%s = '%s'" % (quote_ident(k), v) for k, v in filters.items())
    if limit is not None:
        sql += " LIMIT %d" % int(limit)
    cur = conn.cursor()
    cur.execute(sql)
    cols = [d[0] for d in cur.description]
    return Table(cols, cur.fetchall())


def count_rows(conn, name):
    cur = conn.cursor()
    cur.execute("SELECT COUNT(*) FROM %s" % quote_ident(name))
    return cur.fetchone()[0]


def delete_rows(conn, name, ids, key="id"):
    """Delete rows whose ``key`` column is in ``ids``."""
    id_list = ", ".join(str(i) for i in ids)
    conn.cursor().execute("DELETE FROM %s WHERE %s IN (%s)" % (quote_ident(name), quote_ident(key), id_list))
    conn.commit()
