import pytest

from letterbox.celery_app import app as celery_app
from letterbox.webform import app as flask_app


@pytest.fixture
def client():
    flask_app.config.update(TESTING=True, DEBUG=True)
    celery_app.conf.task_always_eager = True
    return flask_app.test_client()
