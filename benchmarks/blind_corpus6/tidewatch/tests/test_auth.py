import pytest

from tidewatch import create_app
from tidewatch.db import SCHEMA, get_db
from tidewatch.util.security import hash_password, safe_next_url

TEST_PASSWORD = "correct-horse-battery-staple"


@pytest.fixture
def app(tmp_path):
    app = create_app("testing")
    app.config.update(DATABASE=str(tmp_path / "test.sqlite3"), EXPORT_DIR=str(tmp_path))
    with app.app_context():
        conn = get_db()
        conn.executescript(SCHEMA)
        conn.execute(
            "INSERT INTO users (email, pw_hash) VALUES (?, ?)",
            ("ops@example.org", hash_password(TEST_PASSWORD)),
        )
        conn.execute("INSERT INTO buoys (name, station_id, region) VALUES ('Outer Mole', '44013', 'north')")
        conn.commit()
    yield app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def logged_in(client):
    client.post("/auth/login", data={"email": "ops@example.org", "password": TEST_PASSWORD})
    return client


def test_login_rejects_bad_password(client):
    resp = client.post("/auth/login", data={"email": "ops@example.org", "password": "nope"})
    assert resp.status_code == 401


def test_login_sets_session(client):
    resp = client.post("/auth/login", data={"email": "ops@example.org", "password": TEST_PASSWORD})
    assert resp.status_code == 302


def test_safe_next_url():
    assert safe_next_url("/buoys/1", "/") == "/buoys/1"
    assert safe_next_url("//evil.example", "/") == "/"
    assert safe_next_url("https://evil.example/", "/") == "/"
    assert safe_next_url("\\\\evil.example", "/") == "/"
    assert safe_next_url(None, "/x") == "/x"


def test_search_lists_buoys(client):
    resp = client.get("/search?q=Mole")
    assert resp.status_code == 200
    assert b"Outer Mole" in resp.data
