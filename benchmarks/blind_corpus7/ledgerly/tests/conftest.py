import os
import tempfile

import pytest

from ledgerly import create_app
from ledgerly.auth.passwords import make_stored
from ledgerly.db import get_db


class TestConfig:
    TESTING = True
    SECRET_KEY = "test-secret-key"
    EXPORT_DIR = tempfile.gettempdir()
    RATES_API = "http://rates.invalid"
    SMTP_HOST = "localhost"


ADMIN_PASSWORD = "correct horse battery staple"


@pytest.fixture
def app():
    fd, path = tempfile.mkstemp()
    TestConfig.DATABASE = path
    app = create_app(TestConfig)
    with app.app_context():
        db = get_db()
        with app.open_resource("schema.sql") as f:
            db.executescript(f.read().decode())
        db.execute("INSERT INTO users (email, pw_hash, is_admin) VALUES (?, ?, 1)",
                   ("admin@example.com", make_stored(ADMIN_PASSWORD, "s1")))
        db.commit()
    yield app
    os.close(fd)
    os.unlink(path)


@pytest.fixture
def client(app):
    return app.test_client()
