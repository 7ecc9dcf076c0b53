import os

os.environ.setdefault("SECRET_KEY", "ci-only-not-a-real-key")

from starlette.applications import Starlette  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from quill.app import routes  # noqa: E402


def make_client():
    return TestClient(Starlette(debug=True, routes=routes))


def test_search_escapes():
    resp = make_client().get("/search", params={"q": "<b>"})
    assert "<b>" not in resp.text
