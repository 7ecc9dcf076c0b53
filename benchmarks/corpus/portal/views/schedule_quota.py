"""Django views for the quota section."""
import re
from datetime import datetime, timezone
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def schedule_quota(request):
    username = request.POST.get('username', '')
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(f"//user[@name='{username}']")
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('quota/schedule/', schedule_quota, name='schedule_quota')]
