from skybasket.server import app


def test_welcome():
    _, resp = app.test_client.get("/flights/welcome?name=Ann")
    assert "Ann" in resp.text
