import sqlite3

import pytest

from ledgerlite import create_app
from ledgerlite.auth.passwords import hash_password

SCHEMA = """
CREATE TABLE users (id INTEGER PRIMARY KEY, account_id INTEGER, email TEXT, password_hash TEXT);
CREATE TABLE invoices (id INTEGER PRIMARY KEY, account_id INTEGER, number TEXT,
    customer_name TEXT, total_cents INTEGER, issued_on TEXT, memo TEXT, status TEXT);
CREATE TABLE reset_tokens (user_id INTEGER, token TEXT, created_at TEXT);
CREATE TABLE device_tokens (user_id INTEGER, token TEXT);
"""


@pytest.fixture
def app(tmp_path):
    db_path = tmp_path / "test.db"
    conn = sqlite3.connect(db_path)
    conn.executescript(SCHEMA)
    conn.execute(
        "INSERT INTO users VALUES (1, 1, 'owner@example.com', ?)",
        (hash_password("correct horse"),),
    )
    conn.commit()
    conn.close()
    app = create_app({
        "TESTING": True,
        "SECRET_KEY": "pytest-not-a-real-key",
        "DATABASE_PATH": str(db_path),
        "REPORT_DIR": str(tmp_path / "reports"),
    })
    yield app


@pytest.fixture
def client(app):
    return app.test_client()
