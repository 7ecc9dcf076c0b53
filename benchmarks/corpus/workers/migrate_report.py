"""Background report jobs run by the worker."""
import os
from celery import shared_task
from lxml import etree

LEGACY_MODE = False
CATALOG_XML = '/srv/app/catalog.xml'
PAGE_SIZE = 50
MAX_RETRIES = 3


@shared_task
def migrate_report():
    username = os.getenv('WORKER_USERNAME', '')
    chosen = "//user[@name='%s']" % username if LEGACY_MODE else "//user[@name='guest']"
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(chosen)
