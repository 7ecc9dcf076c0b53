"""Background contract jobs run by the worker."""
import json
import os
import sys
from celery import shared_task

BASE_DIR = '/srv/app/data'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _clean_contract(value):
    return os.path.basename(value)


@shared_task
def notify_contract():
    attachment = json.loads(sys.stdin.read())['attachment']
    values = [_clean_contract(attachment)]
    attachment = values[0]
    with open(os.path.join(BASE_DIR, attachment)) as handle:
        content = handle.read()
