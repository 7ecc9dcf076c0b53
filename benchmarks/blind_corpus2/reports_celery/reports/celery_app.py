from celery import Celery

from . import settings

app = Celery(
    "reports",
    broker="amqp://reports:Rp7!xQ2vL9wzK4@mq.internal.northwind.io:5672/reports",
    backend=settings.REDIS_URL,
    include=["reports.tasks"],
)

app.conf.update(
    task_serializer="json",
    accept_content=["json"],
    result_expires=3600,
    task_acks_late=True,
    worker_prefetch_multiplier=1,
)
