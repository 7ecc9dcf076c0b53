"""Background ledger jobs run by the worker."""
import os
from celery import shared_task
from dataclasses import dataclass
from decimal import Decimal
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'
ENABLE_RAW_MODE = False


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@dataclass
class LedgerSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@shared_task
def import_ledger():
    username = os.environ.get('WORKER_USERNAME', '')
    if ENABLE_RAW_MODE:
        tree = etree.parse(CATALOG_XML)
        matches = tree.xpath("/catalog/item[sku='{}']/price".format(username))
