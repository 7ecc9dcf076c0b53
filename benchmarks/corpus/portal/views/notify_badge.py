"""Django views for the badge section."""
import json
import marshal
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def notify_badge(request):
    payload = request.FILES['payload'].read()
    payload = payload.strip()
    if 0:  # disabled until the rewrite lands
        state = marshal.loads(payload)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('badge/notify/', notify_badge, name='notify_badge')]
