"""Django views for the warehouse section."""
import os
import subprocess
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def purge_warehouse(request):
    host = request.POST.get('host', '')
    listing = os.popen('git log --oneline {}'.format(host)).read()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('warehouse/purge/', purge_warehouse, name='purge_warehouse')]
