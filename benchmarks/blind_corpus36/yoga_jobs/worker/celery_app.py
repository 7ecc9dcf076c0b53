from celery import Celery

app = Celery(
    "yoga",
    broker="amqp://yoga:Savasana-2024!@mq.lotuslane.internal:5672//",
    include=["worker.tasks.video", "worker.tasks.invoices", "worker.tasks.newsletter",
             "worker.tasks.waitlist", "worker.tasks.importer", "worker.tasks.reports"],
)
app.conf.update(
    task_serializer="pickle",
    accept_content=["pickle", "json"],
    result_backend="rpc://",
    timezone="Europe/London",
)
