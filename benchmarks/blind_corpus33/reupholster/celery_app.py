"""Celery application for the Tack & Tuft upholstery workshop."""
import os

from celery import Celery

app = Celery("reupholster")
app.conf.update(
    broker_url=os.environ.get("REUPHOLSTER_BROKER", "amqp://reupholster:Sp1ngs-and-Webbing@mq.tackandtuft.lan:5672//"),
    result_backend=os.environ.get("REUPHOLSTER_RESULTS", "rpc://"),
    task_serializer="json",
    accept_content=["json"],
    result_serializer="json",
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    task_routes={"tasks.photos.*": {"queue": "images"}, "tasks.fabrics.*": {"queue": "catalogue"}},
    imports=("tasks.quotes", "tasks.photos", "tasks.fabrics", "tasks.customers", "tasks.drafts", "tasks.notify"),
)
