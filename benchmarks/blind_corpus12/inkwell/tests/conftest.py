import os
import tempfile

import pytest

from inkwell import create_app, db


@pytest.fixture
def app():
    fd, path = tempfile.mkstemp(suffix=".sqlite")
    app = create_app("development")
    app.config.update(TESTING=True, DATABASE=path, SECRET_KEY="test-only-secret")
    with app.app_context():
        with open(os.path.join(os.path.dirname(__file__), "schema.sql")) as fh:
            db.get_db().executescript(fh.read())
    yield app
    os.close(fd)
    os.unlink(path)


@pytest.fixture
def client(app):
    return app.test_client()
