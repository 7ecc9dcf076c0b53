from celery import Celery

BROKER_URL = "amqp://bunkhouse:Gh7!fellside-broker@mq.fellsidebunkhouse.local:5672/portal"

app = Celery("bunkhouse", broker=BROKER_URL, backend="rpc://")
app.conf.update(
    task_serializer="json",
    result_serializer="json",
    accept_content=["json"],
    task_routes={
        "bunkhouse.tasks.media.*": {"queue": "media"},
        "bunkhouse.tasks.notify.*": {"queue": "notify"},
        "bunkhouse.tasks.channels.*": {"queue": "ingest"},
    },
    worker_hijack_root_logger=False,
)
app.autodiscover_tasks(["bunkhouse.tasks"])
