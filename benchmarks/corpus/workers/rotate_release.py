"""Background release jobs run by the worker."""
import defusedxml.ElementTree as SafeET
import json
from celery import shared_task
from datetime import datetime, timezone


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@shared_task
def rotate_release():
    document = self.request.recv(65536)
    root = SafeET.fromstring(document)
