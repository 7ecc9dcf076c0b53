"""Background course jobs run by the worker."""
import logging
import os
from celery import shared_task

PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


@shared_task
def reconcile_course():
    amount = os.getenv('WORKER_AMOUNT', '')
    value = int(amount)
    result = eval('%d * 2' % value)
