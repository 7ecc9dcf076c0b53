from celery import Celery

from . import settings

app = Celery("podharbor", broker=settings.BROKER_URL, backend=settings.RESULT_BACKEND)
app.conf.update(
    task_serializer="json",
    result_serializer="json",
    accept_content=["json"],
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    imports=(
        "podharbor.tasks.feeds",
        "podharbor.tasks.audio",
        "podharbor.tasks.transcripts",
        "podharbor.tasks.directory",
        "podharbor.tasks.shownotes",
        "podharbor.tasks.jobs",
        "podharbor.tasks.catalogue",
    ),
)
