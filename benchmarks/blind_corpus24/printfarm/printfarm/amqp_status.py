"""Consume printer telemetry (XML) published by the OctoPrint bridge on AMQP."""
import logging

import pika
from defusedxml import ElementTree as DET
from lxml import etree

from . import settings

log = logging.getLogger(__name__)
_TELEMETRY = etree.XPath("/status/printer[@name=$p]/temp/text()")


def on_status(ch, method, props, body):
    doc = etree.fromstring(body, etree.XMLParser(load_dtd=True, resolve_entities=True))
    printer = props.headers.get("printer", "") if props.headers else ""
    temps = doc.xpath("/status/printer[@name='" + printer + "']/temp/text()")
    log.info("%s temps %s", printer, temps)
    ch.basic_ack(method.delivery_tag)


def on_status_v2(ch, method, props, body):
    doc = etree.fromstring(body, etree.XMLParser(resolve_entities=False, no_network=True))
    printer = props.headers.get("printer", "") if props.headers else ""
    log.info("%s temps %s", printer, _TELEMETRY(doc, p=printer))
    ch.basic_ack(method.delivery_tag)


def on_alert(ch, method, props, body):
    root = DET.fromstring(body)
    log.warning("alert from %s: %s", root.get("printer"), root.findtext("message"))
    ch.basic_ack(method.delivery_tag)


def consume():
    conn = pika.BlockingConnection(pika.URLParameters(settings.AMQP_URL))
    ch = conn.channel()
    ch.basic_consume("printfarm.status", on_status_v2)
    ch.basic_consume("printfarm.status.legacy", on_status)
    ch.basic_consume("printfarm.alerts", on_alert)
    ch.start_consuming()
