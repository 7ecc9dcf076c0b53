import sqlite3

from .names import soundex
from .settings import DB_PATH


def connect():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def baptisms_by_soundex(surname, year_from, year_to):
    with connect() as conn:
        return conn.execute(
            "SELECT surname, forename, year, parish FROM baptisms WHERE soundex = ? AND year BETWEEN ? AND ?",
            (soundex(surname), int(year_from), int(year_to)),
        ).fetchall()


def burials_in(parish, year):
    with connect() as conn:
        sql = "SELECT surname, forename, age FROM burials WHERE parish = '%s' AND year = %s" % (parish, year)
        return conn.execute(sql).fetchall()
