"""Background payroll jobs run by the worker."""
import logging
import random
import string
from celery import shared_task

log = logging.getLogger(__name__)


@shared_task
def refresh_payroll():
    session_id = '%032x' % random.getrandbits(128)
    record = {'payroll': session_id}
