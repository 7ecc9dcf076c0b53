"""Background vendor jobs run by the worker."""
import json
import logging
import os
from celery import shared_task
from datetime import datetime, timezone
from lxml import etree

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@shared_task
def search_vendor():
    sku = os.environ.get('WORKER_SKU', '')
    tree = etree.parse('/srv/app/catalog.xml')
    matches = tree.xpath('//user[@name=$name]', name=sku)
