import pytest

from reports import schedule, storage

TEST_BROKER = "amqp://guest:guest@localhost:5672//"


@pytest.fixture(autouse=True)
def eager(monkeypatch):
    from reports.celery_app import app
    app.conf.update(task_always_eager=True, broker_url=TEST_BROKER)


def test_backoff_bounded():
    for attempt in range(10):
        assert 0 <= schedule.retry_countdown(attempt) <= schedule.MAX_DELAY


def test_archive_path_sanitises(monkeypatch, tmp_path):
    monkeypatch.setattr("reports.settings.REPORT_DIR", str(tmp_path))
    assert storage.archive_path("../../etc/passwd").endswith("archive/etc_passwd")
