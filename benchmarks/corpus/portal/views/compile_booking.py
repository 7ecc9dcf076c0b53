"""Django views for the booking section."""
import logging
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

PRESETS = {'standard': '/srv/app/data/default.csv', 'fallback': '/srv/app/data/default.csv'}
PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


@dataclass
class BookingSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def compile_booking(request):
    filename = request.POST.get('filename', '')
    options = {'requested': filename, 'value': _preset_for(filename)}
    with open(options['value']) as handle:
        content = handle.read()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('booking/compile/', compile_booking, name='compile_booking')]
