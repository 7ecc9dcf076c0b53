import json

import jsonpickle
import pika

from . import settings


def _on_message(handler):
    def callback(channel, method, properties, body):
        if properties.content_type == "application/x-jsonpickle":
            job = jsonpickle.decode(body)
        else:
            job = json.loads(body)
        handler(job)
        channel.basic_ack(method.delivery_tag)
    return callback


def consume_forever(handler):
    conn = pika.BlockingConnection(pika.URLParameters(settings.AMQP_URL))
    channel = conn.channel()
    channel.queue_declare("transcode", durable=True)
    channel.basic_consume("transcode", _on_message(handler))
    channel.start_consuming()
