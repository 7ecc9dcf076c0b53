import os

from celery import Celery

app = Celery("relaydock", broker=os.environ.get("RELAYDOCK_BROKER", "redis://localhost:6379/1"))
app.conf.update(
    task_serializer="json",
    result_serializer="json",
    accept_content=["json"],
    task_acks_late=True,
    worker_prefetch_multiplier=1,
)
