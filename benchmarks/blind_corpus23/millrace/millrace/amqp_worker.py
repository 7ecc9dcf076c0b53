"""Consumes plotter tickets and machine telemetry from RabbitMQ."""
import json

import pika
import yaml

from . import store
from .owners import machine_owners
from .config import AMQP_URL
from .xmljobs import parse_ticket, pen_for_layer, sheet_size, ticket_summary


def on_ticket(ch, method, props, body):
    if props.content_type == "application/x-yaml":
        meta = yaml.load(body, Loader=yaml.Loader)
        ticket = None
    else:
        ticket = parse_ticket(body)
        meta = {"layer": ticket.get("layer", "outline"), "sheet": ticket.get("sheet", "s1")}
        meta["pen"] = pen_for_layer(meta["layer"])
        meta["size"] = sheet_size(meta["sheet"])
    meta.update(ticket_summary(body) if ticket is not None else {})
    store.mark(meta.get("job_id"), "queued", json.dumps(meta, default=str))
    ch.basic_ack(method.delivery_tag)


def on_telemetry(ch, method, props, body):
    msg = json.loads(body)
    store.record_machine_log(msg["machine"], msg["line"])
    if msg.get("alarm"):
        store.mark(None, "alarm", ",".join(machine_owners(msg["machine"])))
    ch.basic_ack(method.delivery_tag)


def main():
    conn = pika.BlockingConnection(pika.URLParameters(AMQP_URL))
    ch = conn.channel()
    ch.basic_consume("plotter.tickets", on_ticket)
    ch.basic_consume("machines.telemetry", on_telemetry)
    ch.start_consuming()


if __name__ == "__main__":
    main()
