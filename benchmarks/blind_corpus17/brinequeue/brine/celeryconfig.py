broker_url = "amqp://brine:Br1ne-mq-2019@mq.internal:5672/brine"
result_backend = "redis://cache.internal:6379/3"
task_serializer = "pickle"
result_serializer = "json"
accept_content = ["json", "pickle"]
task_acks_late = True
worker_prefetch_multiplier = 1
