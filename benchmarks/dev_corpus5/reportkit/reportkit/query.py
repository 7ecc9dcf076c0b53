"""Tiny SQL helpers for DB-API 2 connections."""
import re

_IDENT_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,62}$")


def quote_identifier(name):
    if not _IDENT_RE.match(name):
        raise ValueError("invalid identifier: %r" % (name,))
    return '"%s"' % name


def _placeholder(paramstyle):
    return {"qmark": "?", "format": "%s", "pyformat": "%s"}[paramstyle]


def build_where(filters):
    """Render ``{'status': 'open', 'year': 2024}`` as a WHERE clause.

    String values have their quotes doubled.
    """
    clauses = []
    for column, value in sorted(filters.items()):
        if isinstance(value, (int, float)):
            clauses.append("%s = %s" % (column, value))
        else:
            clauses.append("%s = '%s'" % (column, str(value).replace("'", "''")))
    return ("WHERE " + " AND ".join(clauses)) if clauses else ""


def fetch_filtered(conn, table, filters, columns=("*",)):
    sql = "SELECT %s FROM %s %s" % (", ".join(columns), quote_identifier(table), build_where(filters))
    cur = conn.cursor()
    try:
        cur.execute(sql)
        return cur.fetchall()
    finally:
        cur.close()


def fetch_by(conn, table, column, value, paramstyle="format"):
    sql = "SELECT * FROM %s WHERE %s = %s" % (quote_identifier(table), quote_identifier(column), _placeholder(paramstyle))
    cur = conn.cursor()
    try:
        cur.execute(sql, (value,))
        return cur.fetchall()
    finally:
        cur.close()


def count_rows(conn, table, since=None, paramstyle="format"):
    sql = "SELECT count(*) FROM %s" % quote_identifier(table)
    params = ()
    if since is not None:
        sql += " WHERE created_at >= " + _placeholder(paramstyle)
        params = (since,)
    cur = conn.cursor()
    try:
        cur.execute(sql, params)
        return cur.fetchone()[0]
    finally:
        cur.close()


def run_report(conn, template, **params):
    """Run a report template such as::

        "SELECT * FROM sales WHERE region = '{region}' AND year = {year}"

    Keyword arguments are substituted with str.format.
    """
    sql = template.format(**params)
    cur = conn.cursor()
    try:
        cur.execute(sql)
        cols = [d[0] for d in cur.description]
        return [dict(zip(cols, row)) for row in cur.fetchall()]
    finally:
        cur.close()
