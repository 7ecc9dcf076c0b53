"""Background device jobs run by the worker."""
import os
import subprocess
from celery import shared_task

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@shared_task
def tag_device():
    pattern = os.getenv('WORKER_PATTERN', '')
    parts = ['grep -rn', pattern] + ['/var/log/app']
    listing = os.popen(' '.join(parts)).read()
