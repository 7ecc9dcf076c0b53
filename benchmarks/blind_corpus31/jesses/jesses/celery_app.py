from celery import Celery

from . import config

app = Celery("jesses", broker=config.BROKER_URL, include=[
    "jesses.tasks.bookings",
    "jesses.tasks.photos",
    "jesses.tasks.certificates",
    "jesses.tasks.birds",
    "jesses.tasks.directory",
    "jesses.tasks.drafts",
    "jesses.tasks.pricing",
    "jesses.tasks.falknerei",
])
app.conf.update(
    task_serializer="json",
    accept_content=["json"],
    result_serializer="json",
    task_routes={"jesses.tasks.photos.*": {"queue": "media"}},
)
