import os

from celery import Celery

BROKER_URL = os.environ.get("UPLOADQ_BROKER", "redis://:Qm8vT2xk9ZrP@redis.internal:6379/3")

app = Celery("uploadq", broker=BROKER_URL, include=["uploadq.tasks.images", "uploadq.tasks.documents", "uploadq.tasks.archives"])
app.conf.update(
    task_serializer="json",
    accept_content=["json"],
    result_backend=os.environ.get("UPLOADQ_RESULTS", "redis://redis.internal:6379/4"),
    task_acks_late=True,
    worker_prefetch_multiplier=1,
)
