from falcon import testing

from slipway.app import create_app
from slipway.config import DEFAULTS


def test_launch_missing(tmp_path):
    cfg = dict(DEFAULTS, db=str(tmp_path / "t.db"))
    client = testing.TestClient(create_app(cfg))
    assert client.simulate_get("/launches/1").status_code in (404, 500)
