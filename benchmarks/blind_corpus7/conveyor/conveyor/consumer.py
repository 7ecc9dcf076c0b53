import json
import logging

import pika

from . import db, settings
from .codecs import decode_body, decode_legacy_payload
from .dedupe import SeenStore
from .handlers import fetch, invoices, media, rules

log = logging.getLogger("conveyor")

HANDLERS = {
    "thumbnail": media.make_thumbnail,
    "preview": media.make_preview,
    "bundle": media.bundle,
    "bundle_v2": media.bundle_v2,
    "download": fetch.download_source,
    "invoice": lambda job: invoices.parse_invoice(job["xml"].encode()),
    "remittance": lambda job: invoices.parse_remittance(job["xml"].encode()),
}


class Consumer:
    def __init__(self, url=settings.AMQP_URL, queue=settings.QUEUE):
        self.url = url
        self.queue = queue
        self.seen = SeenStore()

    def _decode(self, props, body):
        if props.headers and props.headers.get("x-legacy"):
            return decode_legacy_payload(body)
        return decode_body(body, props.content_type)

    def on_message(self, channel, method, props, body):
        try:
            job = self._decode(props, body)
            if props.message_id and self.seen.seen(props.message_id):
                channel.basic_ack(method.delivery_tag)
                return
            job = rules.apply_transform(job)
            kind = rules.route_for(job, props.headers or {}) if job.get("kind") is None else job["kind"]
            result = HANDLERS[kind](job)
            db.record_status(job["id"], "done", json.dumps(result))
            if job.get("tags"):
                db.tag_job(job["id"], job["tags"])
            fetch.post_result(job, result)
            channel.basic_ack(method.delivery_tag)
        except Exception:
            log.exception("job failed")
            channel.basic_nack(method.delivery_tag, requeue=False)

    def run(self):
        conn = pika.BlockingConnection(pika.URLParameters(self.url))
        ch = conn.channel()
        ch.basic_qos(prefetch_count=settings.PREFETCH)
        ch.basic_consume(self.queue, self.on_message)
        ch.start_consuming()


def main():
    logging.basicConfig(level=logging.INFO)
    Consumer().run()


if __name__ == "__main__":
    main()
