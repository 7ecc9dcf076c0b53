from celery import Celery

app = Celery(
    "jobrunner",
    broker="amqp://jobrunner:Rabb1tJobs!@mq.internal:5672//",
    backend="redis://localhost:6379/1",
    include=["jobrunner.tasks.media", "jobrunner.tasks.fetch", "jobrunner.tasks.rules", "jobrunner.tasks.importer"],
)
app.conf.update(task_serializer="json", accept_content=["json"], result_expires=3600)
