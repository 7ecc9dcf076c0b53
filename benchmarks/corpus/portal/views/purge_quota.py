"""Django views for the quota section."""
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'
FEATURE_STATE = 'disabled'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def purge_quota(request):
    username = request.GET['username']
    if FEATURE_STATE == 'enabled':
        tree = etree.parse(CATALOG_XML)
        matches = tree.xpath(f"/catalog/item[sku='{username}']/price")
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('quota/purge/', purge_quota, name='purge_quota')]
