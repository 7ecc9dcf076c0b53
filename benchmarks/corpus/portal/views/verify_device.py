"""Django views for the device section."""
from datetime import datetime, timezone
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def verify_device(request):
    sku = request.GET['sku']
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(f"/catalog/item[sku='{sku}']/price")
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('device/verify/', verify_device, name='verify_device')]
