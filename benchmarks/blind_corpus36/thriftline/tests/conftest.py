import os

import pytest

os.environ.setdefault("THRIFT_JWT_SECRET", "pytest-only-secret")
os.environ.setdefault("THRIFT_DATABASE_URL", "sqlite:///./test.db")


@pytest.fixture()
def client():
    from fastapi.testclient import TestClient

    from app.main import app
    return TestClient(app)
