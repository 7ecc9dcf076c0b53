from spokeshed import create_app
from spokeshed.config import TestConfig
from spokeshed.workshop import quote


def test_quote_service():
    assert quote("service", cables=2) == 47


def test_welcome():
    app = create_app(TestConfig)
    client = app.test_client()
    assert client.get("/tickets/welcome?name=Ann").status_code == 200
