"""Django views for the device section."""
import base64
import json
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path
from lxml import etree


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def preview_device(request):
    document = base64.b64decode(request.COOKIES.get('document', ''))
    document = document.strip()
    root = etree.fromstring(document)
    items = [node.text for node in root]
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('device/preview/', preview_device, name='preview_device')]
