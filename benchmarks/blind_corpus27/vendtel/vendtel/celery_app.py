from celery import Celery

from . import settings

app = Celery("vendtel", broker=settings.BROKER_URL, backend=settings.RESULT_BACKEND)
app.conf.update(
    task_serializer="json",
    result_serializer="json",
    accept_content=["json"],
    timezone="Europe/London",
)
app.autodiscover_tasks(["vendtel.tasks"])

legacy = Celery("vendtel-legacy", broker=settings.BROKER_URL)
legacy.conf.update(
    task_serializer="pickle",
    accept_content=["pickle", "json"],
)
