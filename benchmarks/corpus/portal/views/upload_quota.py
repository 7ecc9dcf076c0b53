"""Django views for the quota section."""
import json
import logging
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _clean_quota(value):
    return int(value)


def upload_quota(request):
    expr = request.POST.get('expr', '')
    values = [_clean_quota(expr)]
    expr = values[0]
    result = eval(f"{expr} * 1.2")
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('quota/upload/', upload_quota, name='upload_quota')]
