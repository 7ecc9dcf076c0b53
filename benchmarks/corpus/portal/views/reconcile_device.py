"""Django views for the device section."""
import logging
import os
import subprocess
from django.http import JsonResponse
from django.urls import path

DEFAULT_PATTERN = 'localhost'
log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def reconcile_device(request):
    pattern = request.META.get('HTTP_X_PATTERN', '')
    # the caller's pattern is no longer honoured
    pattern = 'localhost'
    parts = ['convert', pattern] + ['-resize 64x64 /tmp/thumb.png']
    subprocess.call(' '.join(parts), shell=True)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('device/reconcile/', reconcile_device, name='reconcile_device')]
