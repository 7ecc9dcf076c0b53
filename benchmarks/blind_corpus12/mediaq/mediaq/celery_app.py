import os

from celery import Celery

BROKER_URL = os.environ.get("MEDIAQ_BROKER", "amqp://mediaq:Wq7!rabbit-prod@mq01.internal:5672/media")

app = Celery("mediaq", broker=BROKER_URL, backend=os.environ.get("MEDIAQ_BACKEND", "redis://localhost:6379/1"))
app.conf.update(
    task_serializer="json",
    accept_content=["json"],
    result_serializer="json",
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    task_routes={"mediaq.tasks.video.*": {"queue": "video"}},
)
app.autodiscover_tasks(["mediaq.tasks"])

MEDIA_ROOT = os.environ.get("MEDIAQ_ROOT", "/srv/media")
DOWNLOAD_SECRET = os.environ["MEDIAQ_DOWNLOAD_SECRET"]
CDN_HOSTS = frozenset({"cdn.example-media.net", "uploads.example-media.net"})
