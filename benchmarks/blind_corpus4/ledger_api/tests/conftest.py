import os

import pytest

os.environ.setdefault("LEDGER_SECRET_KEY", "test-secret-key-not-used-anywhere")

from ledger_api.app import create_app
from ledger_api.auth import hash_password
from ledger_api.extensions import db
from ledger_api.models import User


@pytest.fixture
def app():
    app = create_app("testing")
    with app.app_context():
        db.create_all()
        salt, digest = hash_password("hunter2")
        db.session.add(User(email="alice@example.com", password_hash=digest, salt=salt, api_key="lk_test"))
        db.session.commit()
        yield app
        db.drop_all()


@pytest.fixture
def client(app):
    return app.test_client()
