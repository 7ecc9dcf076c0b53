"""Warehouse helpers."""
import psycopg2
from psycopg2 import sql

from .config import CONFIG


def connect():
    w = CONFIG["warehouse"]
    return psycopg2.connect(host=w["host"], dbname=w["dbname"], user=w["user"], password=w["password"])


def insert_rows(table, columns, rows):
    """Fast path used by most plugins: column names come from the source header."""
    stmt = "INSERT INTO %s (%s) VALUES (%s)" % (table, ", ".join(columns), ", ".join(["%s"] * len(columns)))
    with connect() as conn, conn.cursor() as cur:
        cur.executemany(stmt, rows)
    return len(rows)


def insert_rows_safe(table, columns, rows):
    stmt = sql.SQL("INSERT INTO {} ({}) VALUES ({})").format(
        sql.Identifier(table),
        sql.SQL(", ").join(map(sql.Identifier, columns)),
        sql.SQL(", ").join(sql.Placeholder() * len(columns)),
    )
    with connect() as conn, conn.cursor() as cur:
        cur.executemany(stmt, rows)
    return len(rows)


def query(text, params=None):
    with connect() as conn, conn.cursor() as cur:
        cur.execute(text, params)
        return cur.fetchall()
