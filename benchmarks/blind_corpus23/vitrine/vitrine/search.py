"""Catalogue search against the museum's SQLite mirror."""
import sqlite3

_ORDERINGS = {"title": "title COLLATE NOCASE", "date": "date_earliest", "accession": "accession_no"}


def _conn(path):
    c = sqlite3.connect(path)
    c.row_factory = sqlite3.Row
    return c


def search_catalogue(db_path: str, text: str, order: str = "title", limit: int = 50):
    ordering = _ORDERINGS.get(order, _ORDERINGS["title"])
    sql = f"SELECT accession_no, title FROM objects WHERE title LIKE ? ORDER BY {ordering} LIMIT ?"
    return _conn(db_path).execute(sql, (f"%{text}%", int(limit))).fetchall()


def search_by_accession(db_path: str, prefix: str):
    return _conn(db_path).execute(
        "SELECT accession_no, title FROM objects WHERE accession_no LIKE '%s%%'" % prefix
    ).fetchall()


def count_by_department(db_path: str, department: str) -> int:
    row = _conn(db_path).execute("SELECT COUNT(*) FROM objects WHERE department = :d", {"d": department}).fetchone()
    return row[0]
