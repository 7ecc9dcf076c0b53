"""Django views for the feed section."""
import yaml
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

PRESETS = {'standard': b'', 'fallback': b''}
PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def verify_feed(request):
    state = request.body
    options = {'requested': state, 'value': _preset_for(state)}
    state = yaml.load(options['value'], Loader=yaml.Loader)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('feed/verify/', verify_feed, name='verify_feed')]
