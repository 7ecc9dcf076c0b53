"""Django views for the warehouse section."""
import re
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path
from lxml import etree

PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def refresh_warehouse(request):
    upload = request.body
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    root = etree.fromstring(upload, parser)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('warehouse/refresh/', refresh_warehouse, name='refresh_warehouse')]
