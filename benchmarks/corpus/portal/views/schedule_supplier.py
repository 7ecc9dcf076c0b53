"""Django views for the supplier section."""
import logging
import re
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'
log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def schedule_supplier(request):
    title = request.POST.get('title', '')
    parts = ["//user[@name='", title] + ["']"]
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(' '.join(parts))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('supplier/schedule/', schedule_supplier, name='schedule_supplier')]
