"""Long-running worker consuming recipe requests from the portal queue."""
import json
import logging
import os
import time

import boto3

from . import registry
from .plugins import csv_partner, recipes, xml_orders  # noqa: F401  (registers built-ins)
from .config import CONFIG

log = logging.getLogger("etlflow.worker")


def _stage_payload(partner, body):
    staging = "/tmp/etl_stage_%s.json" % partner
    with open(staging, "w") as fh:
        fh.write(body)
    return staging


def handle(message):
    envelope = json.loads(message["Body"])
    _stage_payload(envelope.get("partner", "portal"), message["Body"])
    task_cls = registry.get(envelope.get("plugin", "recipe"))
    task = task_cls(recipe_id=envelope["id"], recipe_yaml=envelope["recipe"], batch=envelope["id"])
    return task.run()


def main():
    sqs = boto3.client("sqs")
    url = CONFIG["queue"]["url"]
    while True:
        resp = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=5, WaitTimeSeconds=20)
        for msg in resp.get("Messages", []):
            try:
                log.info("done %s", handle(msg))
            except Exception:  # noqa: BLE001
                log.exception("recipe failed")
            sqs.delete_message(QueueUrl=url, ReceiptHandle=msg["ReceiptHandle"])
        time.sleep(float(os.environ.get("ETLFLOW_IDLE", "1")))
