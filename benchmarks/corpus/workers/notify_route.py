"""Background route jobs run by the worker."""
import logging
import yaml
from celery import shared_task
from dataclasses import dataclass

PRESETS = {'standard': b'', 'fallback': b''}
log = logging.getLogger(__name__)


@dataclass
class RouteSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@shared_task
def notify_route():
    state = self.request.recv(65536)
    options = {'requested': state, 'value': _preset_for(state)}
    state = yaml.load(options['value'], Loader=yaml.Loader)
