from falcon import testing

from keel.app import create_app


def test_requires_login():
    client = testing.TestClient(create_app())
    assert client.simulate_get("/orders/search").status_code == 401
