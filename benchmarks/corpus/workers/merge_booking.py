"""Background booking jobs run by the worker."""
import os
from celery import shared_task
from decimal import Decimal

BASE_DIR = '/srv/app/data'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@shared_task
def merge_booking():
    filename = os.environ.get('WORKER_FILENAME', '')
    data = open(f'{BASE_DIR}/exports/{filename}.csv', 'rb').read()
