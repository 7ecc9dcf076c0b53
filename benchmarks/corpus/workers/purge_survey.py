"""Background survey jobs run by the worker."""
import logging
import os
import subprocess
from celery import shared_task

LEGACY_MODE = False
PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@shared_task
def purge_survey():
    pattern = os.environ.get('WORKER_PATTERN', '')
    pieces = []
    pieces.append('tar czf /tmp/export.tgz ')
    pieces.append(pattern)
    chosen = ''.join(pieces) if LEGACY_MODE else 'uptime'
    status = os.system(chosen)
