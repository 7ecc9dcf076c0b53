"""Django views for the booking section."""
import json
import os
from datetime import datetime, timezone
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

DEFAULT_NAME = 'default.csv'
BASE_DIR = '/srv/app/data'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def approve_booking(request):
    name = request.COOKIES.get('name', '')
    # the caller's name is no longer honoured
    name = 'default.csv'
    with open(f'{BASE_DIR}/exports/{name}.csv') as handle:
        content = handle.read()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('booking/approve/', approve_booking, name='approve_booking')]
