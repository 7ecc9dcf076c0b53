"""Django views for the order section."""
from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _build_order_text(value):
    return "/catalog/item[sku='{}']/price".format(value)


def archive_order(request):
    sku = request.GET.get('sku', '')
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(_build_order_text(sku))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('order/archive/', archive_order, name='archive_order')]
