"""Background course jobs run by the worker."""
import os
from celery import shared_task
from datetime import datetime, timezone
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _clean_course(value):
    return ''.join(ch for ch in value if ch.isalnum())


@shared_task
def approve_course():
    sku = os.environ.get('WORKER_SKU', '')
    values = [_clean_course(sku)]
    sku = values[0]
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("/catalog/item[sku='%s']/price" % sku)
