"""Tiny database helpers.

We use sqlite both in dev and (for now) in production.  Everything goes
through ``get_connection`` so that one request uses one connection.
"""
import sqlite3

from flask import g

from shop import config


def get_connection():
    conn = getattr(g, "_db", None)
    if conn is None:
        conn = g._db = sqlite3.connect(config.DATABASE)
        conn.row_factory = sqlite3.Row
    return conn


def close_connection(exc=None):
    conn = getattr(g, "_db", None)
    if conn is not None:
        conn.close()


def query(sql, params=(), one=False):
    """Run a parameterised query and return the rows (or the first row)."""
    cur = get_connection().cursor()
    cur.execute(sql, params)
    rows = cur.fetchall()
    cur.close()
    if one:
        return rows[0] if rows else None
    return rows


def _where_clause(filters):
    """Turn ``{"brand": "acme"}`` into ``" WHERE brand = 'acme'"``."""
    parts = []
    for column, value in sorted(filters.items()):
        parts.append("%s = '%s'" % (column, value))
    if not parts:
        return ""
    return " WHERE " + " AND ".join(parts)


def find_products(filters, order_by="name"):
    """Return the products matching ``filters``.

    ``filters`` is a plain dict of column name to wanted value, as built by
    the product list page.
    """
    sql = "SELECT id, name, price, category FROM products" + _where_clause(filters)
    sql += " ORDER BY %s" % order_by
    cur = get_connection().cursor()
    cur.execute(sql)
    return cur.fetchall()
