from celery import Celery

from . import settings

app = Celery("thumbq", broker=settings.BROKER_URL, backend=settings.RESULT_BACKEND,
             include=["thumbq.tasks"])
app.conf.update(
    task_serializer="json",
    result_serializer="json",
    accept_content=["json"],
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    task_time_limit=15 * 60,
)
