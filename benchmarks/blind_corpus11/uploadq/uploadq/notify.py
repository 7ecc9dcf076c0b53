import logging

import requests

log = logging.getLogger(__name__)

INTERNAL_EVENTS = "http://events.internal:8080/v1/upload-events"


def emit(upload_id, status):
    requests.post(INTERNAL_EVENTS, json={"id": upload_id, "status": status}, timeout=3)


def callback(meta, upload_id, status):
    url = meta.get("callback")
    if not url:
        return
    try:
        requests.post(url, json={"id": upload_id, "status": status}, timeout=5)
    except requests.RequestException as exc:
        log.warning("callback to %s failed: %s", url, exc)
