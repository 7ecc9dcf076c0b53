import hashlib

import pytest

from inventory import create_app
from inventory.db import get_db

TEST_PASSWORD = "correct-horse-battery"
TEST_SECRET_KEY = "test-only-secret-key-0123456789"


@pytest.fixture
def app():
    app = create_app("testing")
    app.config.update(SECRET_KEY=TEST_SECRET_KEY)
    with app.app_context():
        db = get_db()
        db.executescript(
            "CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT, "
            "password_hash TEXT, remember_token TEXT);"
        )
        db.execute(
            "INSERT INTO users (username, password_hash) VALUES (?, ?)",
            ("alice", hashlib.md5(TEST_PASSWORD.encode()).hexdigest()),
        )
        db.commit()
    yield app


def test_login_ok(app):
    client = app.test_client()
    resp = client.post("/auth/login", data={"username": "alice", "password": TEST_PASSWORD})
    assert resp.status_code == 302


def test_login_bad(app):
    client = app.test_client()
    resp = client.post("/auth/login", data={"username": "alice", "password": "nope"})
    assert resp.status_code == 401
