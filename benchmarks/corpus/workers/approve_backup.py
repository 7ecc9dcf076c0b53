"""Background backup jobs run by the worker."""
import logging
import os
from celery import shared_task
from datetime import datetime, timezone

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@shared_task
def approve_backup():
    pattern = os.environ.get('WORKER_PATTERN', '')
    count = int(pattern)
    status = os.system('tail -n %d /var/log/app.log' % count)
