"""Background member jobs run by the worker."""
import yaml
from celery import shared_task
from datetime import datetime, timezone


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@shared_task
def collect_member():
    state = self.request.recv(65536)
    state = yaml.load(state, Loader=yaml.SafeLoader)
