import pytest
from falcon import testing

from mediasvc.app import create_app


@pytest.fixture
def client(tmp_path, monkeypatch):
    monkeypatch.setattr("mediasvc.config.MEDIA_ROOT", str(tmp_path))
    monkeypatch.setattr("mediasvc.config.THUMB_ROOT", str(tmp_path / ".thumbs"))
    return testing.TestClient(create_app())
