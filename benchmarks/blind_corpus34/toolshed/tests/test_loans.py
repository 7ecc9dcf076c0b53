from starlette.testclient import TestClient

from toolshed.app import app


def test_fee_standard():
    client = TestClient(app)
    assert client.post("/fees", data={"days": "4", "kind": "standard"}).json() == {"fee": 2.0}
