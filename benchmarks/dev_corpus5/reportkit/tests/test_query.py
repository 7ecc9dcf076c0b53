import sqlite3

import pytest

from reportkit.query import count_rows, fetch_by, quote_identifier


@pytest.fixture
def conn():
    c = sqlite3.connect(":memory:")
    c.execute("CREATE TABLE sales (id INTEGER, region TEXT, created_at TEXT)")
    c.executemany("INSERT INTO sales VALUES (?, ?, ?)", [(1, "EU", "2024-01-01"), (2, "US", "2024-02-01")])
    return c


def test_quote_identifier_rejects_injection():
    with pytest.raises(ValueError):
        quote_identifier("sales; DROP TABLE sales")


def test_fetch_by(conn):
    assert fetch_by(conn, "sales", "region", "EU", paramstyle="qmark") == [(1, "EU", "2024-01-01")]


def test_count_rows(conn):
    assert count_rows(conn, "sales", since="2024-01-15", paramstyle="qmark") == 1
