from celery import Celery

from . import settings

app = Celery("thumbnailer", broker=settings.BROKER_URL, backend=settings.REDIS_URL)
app.conf.update(
    task_serializer="json",
    accept_content=["json"],
    result_serializer="json",
    task_acks_late=True,
    worker_prefetch_multiplier=1,
)
app.autodiscover_tasks(["thumbnailer"])
