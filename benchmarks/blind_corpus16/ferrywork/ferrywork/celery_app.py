from celery import Celery

from . import settings

app = Celery("ferrywork", broker=settings.BROKER_URL, backend=settings.RESULT_BACKEND,
             include=["ferrywork.tasks.manifests", "ferrywork.tasks.reports", "ferrywork.tasks.maintenance"])
app.conf.update(task_serializer="json", result_serializer="json", accept_content=["json"], task_acks_late=True)
