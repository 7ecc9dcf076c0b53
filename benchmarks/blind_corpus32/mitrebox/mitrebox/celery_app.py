from celery import Celery

from . import config

app = Celery(
    "mitrebox",
    broker=config.BROKER_URL,
    backend=config.RESULT_BACKEND,
    include=[
        "mitrebox.tasks.artwork",
        "mitrebox.tasks.catalogue",
        "mitrebox.tasks.customers",
        "mitrebox.tasks.drafts",
        "mitrebox.tasks.gallery",
        "mitrebox.tasks.orders",
        "mitrebox.tasks.quotes",
    ],
)
app.conf.update(
    task_serializer="json",
    result_serializer="json",
    accept_content=["json"],
    task_acks_late=True,
    task_routes={
        "mitrebox.tasks.artwork.*": {"queue": "media"},
        "mitrebox.tasks.gallery.*": {"queue": "media"},
        "mitrebox.tasks.catalogue.*": {"queue": "nightly"},
    },
    timezone="Europe/London",
)
