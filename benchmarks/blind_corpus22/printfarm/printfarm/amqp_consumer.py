import json

import pika
import yaml

from .accounting import legacy_signature_ok, signature_ok
from .jobs import Job
from .settings import AMQP_URL


def on_message(channel, method, properties, body):
    sig = (properties.headers or {}).get("x-signature", "")
    if not (signature_ok(body, sig) or legacy_signature_ok(body, sig)):
        channel.basic_nack(method.delivery_tag, requeue=False)
        return
    if properties.content_type == "application/x-yaml":
        payload = yaml.safe_load(body)
    else:
        payload = json.loads(body)
    Job(payload).run()
    channel.basic_ack(method.delivery_tag)


def run():
    conn = pika.BlockingConnection(pika.URLParameters(AMQP_URL))
    ch = conn.channel()
    ch.queue_declare("printfarm.jobs", durable=True)
    ch.basic_qos(prefetch_count=1)
    ch.basic_consume("printfarm.jobs", on_message)
    ch.start_consuming()
