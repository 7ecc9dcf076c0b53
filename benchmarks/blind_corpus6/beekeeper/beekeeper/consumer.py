import logging
import signal

import pika

from . import codecs, registry, settings
from .pairing import trace_id
from .retry import backoff

log = logging.getLogger("beekeeper.consumer")


class Consumer:
    def __init__(self, url=settings.AMQP_URL):
        self.url = url
        self.connection = None
        self.channel = None
        self._stopping = False

    @backoff(retries=8, exceptions=(pika.exceptions.AMQPConnectionError,))
    def connect(self):
        self.connection = pika.BlockingConnection(pika.URLParameters(self.url))
        self.channel = self.connection.channel()
        self.channel.exchange_declare(settings.EXCHANGE, exchange_type="topic", durable=True)
        self.channel.queue_declare(settings.QUEUE, durable=True)
        for key in settings.BINDINGS:
            self.channel.queue_bind(settings.QUEUE, settings.EXCHANGE, routing_key=key)
        self.channel.basic_qos(prefetch_count=settings.PREFETCH)

    def on_message(self, channel, method, properties, body):
        ctx = {"trace": trace_id(), "routing_key": method.routing_key, "headers": properties.headers or {}}
        try:
            message = codecs.decode(body, properties.content_type, properties.content_encoding)
            registry.dispatch(method.routing_key, message, ctx)
        except codecs.UnsupportedContentType as exc:
            log.warning("[%s] dropping message with content type %s", ctx["trace"], exc)
            channel.basic_nack(method.delivery_tag, requeue=False)
            return
        except Exception:
            log.exception("[%s] handler for %s failed", ctx["trace"], method.routing_key)
            channel.basic_nack(method.delivery_tag, requeue=False)
            return
        channel.basic_ack(method.delivery_tag)

    def stop(self, *_):
        self._stopping = True
        if self.channel is not None:
            self.channel.stop_consuming()

    def run(self):
        registry.load_handlers(settings.ENABLED_HANDLERS or None)
        signal.signal(signal.SIGTERM, self.stop)
        while not self._stopping:
            self.connect()
            self.channel.basic_consume(settings.QUEUE, self.on_message)
            try:
                self.channel.start_consuming()
            except pika.exceptions.ConnectionClosedByBroker:
                log.warning("broker closed connection; reconnecting")
                continue
        self.connection.close()


def main():
    import os

    logging.basicConfig(
        level=os.environ.get("BEEKEEPER_LOG_LEVEL", "INFO"),
        format="%(asctime)s %(levelname)s %(name)s %(message)s",
    )
    Consumer().run()


if __name__ == "__main__":
    main()
