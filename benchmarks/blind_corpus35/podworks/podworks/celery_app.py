from celery import Celery

from . import settings

celery = Celery("podworks", broker=settings.BROKER_URL, backend=settings.RESULT_BACKEND,
                include=["podworks.tasks.audio", "podworks.tasks.feeds", "podworks.tasks.publish"])
celery.conf.update(task_serializer="json", accept_content=["json"], result_serializer="json",
                   task_acks_late=True, worker_prefetch_multiplier=1)
