"""Django views for the schedule section."""
import json
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

DEFAULT_RULE = '0'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _build_schedule_text(value):
    return 'max(0, {})'.format(value)


def index_schedule(request):
    rule = request.GET['rule']
    # the caller's rule is no longer honoured
    rule = '0'
    exec(_build_schedule_text(rule))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('schedule/index/', index_schedule, name='index_schedule')]
