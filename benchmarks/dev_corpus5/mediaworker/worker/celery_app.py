import random

from celery import Celery

from worker import settings

app = Celery("mediaworker", broker=settings.BROKER_URL, backend=settings.RESULT_BACKEND)
app.conf.update(
    task_serializer="json",
    accept_content=["json"],
    result_serializer="json",
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    task_routes={
        "worker.tasks.transcode.*": {"queue": "video"},
        "worker.tasks.thumbnails.*": {"queue": "images"},
    },
)
app.autodiscover_tasks(["worker.tasks"])


def retry_countdown(retries, base=5, cap=600):
    """Exponential backoff with jitter so retries don't stampede the NFS share."""
    return min(cap, base * (2 ** retries) + random.randint(0, base))
