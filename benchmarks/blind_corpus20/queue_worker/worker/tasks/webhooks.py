import logging
from urllib.parse import urlsplit

import requests

from .. import settings
from ..retry import backoff

log = logging.getLogger(__name__)


def deliver(job):
    """Notify the URL the end user supplied when they started the upload."""
    for attempt in range(5):
        try:
            r = requests.post(job["callback_url"], json=job.get("payload", {}), timeout=10)
            if r.status_code < 500:
                return r.status_code
        except requests.RequestException as exc:
            log.info("callback failed: %s", exc)
        backoff(attempt)
    return None


def deliver_partner(job):
    url = job["callback_url"]
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in settings.CALLBACK_HOSTS:
        log.warning("refusing callback to %s", url)
        return None
    return requests.post(url, json=job.get("payload", {}), timeout=10, allow_redirects=False).status_code
