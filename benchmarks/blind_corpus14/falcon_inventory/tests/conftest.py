import os

import pytest

os.environ.setdefault("INVENTORY_DSN", "dbname=inventory_test user=postgres host=localhost")
os.environ.setdefault("INVENTORY_SIGNING_KEY", "test-signing-key")


@pytest.fixture
def client():
    from falcon import testing

    from inventory.app import create_app

    return testing.TestClient(create_app(), headers={"X-Api-Key": "dummy-key-for-tests"})
