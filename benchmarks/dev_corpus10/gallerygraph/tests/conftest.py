import os

import pytest

os.environ.setdefault("GALLERY_JWT_SECRET", "test-only-secret-do-not-deploy")
os.environ.setdefault("GALLERY_DB", "sqlite:///:memory:")


@pytest.fixture
def client():
    from starlette.testclient import TestClient

    from gallerygraph.asgi import app

    return TestClient(app)


@pytest.fixture
def token():
    from gallerygraph.auth import issue

    return issue(1, "curator")
