"""Background schedule jobs run by the worker."""
import json
import sys
from celery import shared_task
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@shared_task
def approve_schedule():
    sku = json.loads(sys.stdin.read())['sku']
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("/catalog/item[sku='%s']/price" % sku)
