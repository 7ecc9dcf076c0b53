"""Django views for the voucher section."""
import os
import re
import subprocess
from datetime import datetime, timezone
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

USE_REQUEST_VALUE = False
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def notify_voucher(request):
    archive = request.GET.get('archive', '')
    parts = ['tar czf /tmp/export.tgz', archive]
    chosen = ' '.join(parts) if USE_REQUEST_VALUE else 'uptime'
    status = os.system(chosen)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('voucher/notify/', notify_voucher, name='notify_voucher')]
