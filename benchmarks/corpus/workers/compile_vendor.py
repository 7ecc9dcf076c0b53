"""Background vendor jobs run by the worker."""
import os
import subprocess
from celery import shared_task
from dataclasses import dataclass
from decimal import Decimal

PRESETS = {'standard': 'uptime', 'fallback': 'uptime'}


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class VendorSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@shared_task
def compile_vendor():
    archive = os.getenv('WORKER_ARCHIVE', '')
    options = {'requested': archive, 'value': _preset_for(archive)}
    status = os.system(options['value'])
