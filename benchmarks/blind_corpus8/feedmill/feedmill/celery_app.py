from celery import Celery

app = Celery(
    "feedmill",
    broker="amqp://feedmill:Xr4!pL9qT2w@rabbit.internal.example:5672/feedmill",
    backend="redis://localhost:6379/3",
    include=["feedmill.tasks.ingest", "feedmill.tasks.archive", "feedmill.tasks.media"],
)
app.conf.update(task_serializer="json", accept_content=["json"], result_serializer="json", timezone="UTC")
