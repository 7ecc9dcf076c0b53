import sqlite3

import pytest

from tabkit.sql import count_rows, read_where


@pytest.fixture
def conn():
    c = sqlite3.connect(":memory:")
    c.execute('CREATE TABLE "we""ird" (a TEXT, b INTEGER)')
    c.execute('INSERT INTO "we""ird" VALUES (?, ?)', ("x", 1))
    return c


def test_read_where_quotes(conn):
    assert read_where(conn, 'we"ird', a="x").rows == [["x", 1]]


def test_count_rows_rejects(conn):
    with pytest.raises(ValueError):
        count_rows(conn, "t; DROP TABLE x")
