import os

broker_url = "amqp://courier:Hedgerow-Press-44@mq.hollowayvale.local:5672/courier"
result_backend = os.environ.get("COURIER_RESULT_BACKEND", "rpc://")
task_serializer = "json"
accept_content = ["json"]
result_serializer = "json"
timezone = "Europe/London"
task_routes = {"letterbox.tasks.photos.*": {"queue": "media"}}
worker_prefetch_multiplier = 1
