from celery import Celery

app = Celery("brine")
app.config_from_object("brine.celeryconfig")
app.autodiscover_tasks(["brine.tasks"])
