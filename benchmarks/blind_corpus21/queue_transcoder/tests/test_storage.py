import pytest

from worker import storage


def test_safe_path_rejects_escape():
    with pytest.raises(ValueError):
        storage.output_path_safe({"show": "..", "filename": "../../etc/passwd"})


def test_redis_password_fixture(monkeypatch):
    monkeypatch.setattr("worker.settings.REDIS_PASSWORD", "fixture-only-password")
    assert storage.output_path({"show": "a", "filename": "b.mp3"}).endswith("a/b.mp3")
