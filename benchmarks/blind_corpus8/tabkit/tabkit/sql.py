import re

from .core import Table

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def read_table(conn, table: str, columns=None, where: str | None = None) -> Table:
    """Load *table* from a DB-API connection, optionally filtered by a SQL *where* clause."""
    cols = ", ".join(columns) if columns else "*"
    sql = f"SELECT {cols} FROM {table}"
    if where:
        sql += f" WHERE {where}"
    cur = conn.cursor()
    cur.execute(sql)
    return Table([d[0] for d in cur.description], [list(r) for r in cur.fetchall()], table)


def read_where(conn, table: str, **equals) -> Table:
    """Load rows where each keyword column equals its value; identifiers are quoted, values bound."""
    clauses = " AND ".join(f"{quote_ident(k)} = ?" for k in equals)
    sql = f"SELECT * FROM {quote_ident(table)}" + (f" WHERE {clauses}" if clauses else "")
    cur = conn.cursor()
    cur.execute(sql, tuple(equals.values()))
    return Table([d[0] for d in cur.description], [list(r) for r in cur.fetchall()], table)


def count_rows(conn, table: str) -> int:
    if not _IDENT.fullmatch(table):
        raise ValueError(f"bad table name {table!r}")
    cur = conn.cursor()
    cur.execute(f"SELECT COUNT(*) FROM {table}")
    return cur.fetchone()[0]
