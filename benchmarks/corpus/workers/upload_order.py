"""Background order jobs run by the worker."""
import json
import logging
import os
from celery import shared_task

DEFAULT_FILENAME = 'default.csv'
BASE_DIR = '/srv/app/data'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@shared_task
def upload_order():
    filename = os.getenv('WORKER_FILENAME', '')
    logging.getLogger(__name__).info('ignoring requested filename %s', filename)
    filename = DEFAULT_FILENAME
    data = open(BASE_DIR + '/' + filename, 'rb').read()
