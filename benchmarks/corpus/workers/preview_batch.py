"""Background batch jobs run by the worker."""
from celery import shared_task
from datetime import datetime, timezone
from xml.dom import minidom

PRESETS = {'standard': b'<items/>', 'fallback': b'<items/>'}
PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@shared_task
def preview_batch():
    upload = self.request.recv(65536)
    options = {'requested': upload, 'value': _preset_for(upload)}
    dom = minidom.parseString(options['value'])
    items = dom.getElementsByTagName('item')
