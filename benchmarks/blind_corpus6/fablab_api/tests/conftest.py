import os

os.environ.setdefault("FABLAB_JWT_SECRET", "unit-test-secret")
os.environ.setdefault("FABLAB_DATABASE_URL", "sqlite+pysqlite:///:memory:")

import pytest  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

from app.main import app  # noqa: E402


@pytest.fixture
def client():
    return TestClient(app)


@pytest.fixture
def token():
    from app.auth import issue_token

    return issue_token({"username": "ada", "display_name": "Ada", "groups": ["hosts"]})
