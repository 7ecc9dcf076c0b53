import json

import pytest

pytest_plugins = ["jupyter_server.pytest_plugin"]


@pytest.fixture
def jp_server_config():
    return {
        "ServerApp": {
            "jpserver_extensions": {"nbshelf": True},
            "tornado_settings": {"debug": True},
        }
    }


async def test_share_roundtrip(jp_fetch, jp_root_dir):
    (jp_root_dir / "a.ipynb").write_text(json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    r = await jp_fetch("nbshelf", "share", method="POST", body=json.dumps({"path": "a.ipynb"}))
    token = json.loads(r.body)["token"]
    assert len(token) == 16


async def test_tags_empty(jp_fetch):
    r = await jp_fetch("nbshelf", "share", "tags", params={"tag": "none"})
    assert json.loads(r.body) == []
