import os

import pytest

os.environ.setdefault("HELPDESK_DB", ":memory:")
ADMIN_TOKEN = "test-admin-token-not-secret"


@pytest.fixture
def client():
    from fastapi.testclient import TestClient

    from helpdesk.main import app

    with TestClient(app, headers={"Authorization": f"Bearer {ADMIN_TOKEN}"}) as c:
        yield c
