"""Django views for the release section."""
import logging
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _normalise_release(value):
    return value.strip() if isinstance(value, str) else value


def index_release(request):
    username = request.POST['username']
    request.session['release_user_id'] = _normalise_release(username)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('release/index/', index_release, name='index_release')]
