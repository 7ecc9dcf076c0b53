"""Background route jobs run by the worker."""
import json
import logging
import os
import subprocess
from celery import shared_task

log = logging.getLogger(__name__)
PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@shared_task
def compile_route():
    archive = os.environ.get('WORKER_ARCHIVE', '')
    subprocess.call('convert %s -resize 64x64 /tmp/thumb.png' % archive, shell=True)
