"""Django views for the listing section."""
from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def lookup_listing(request):
    sku = request.META.get('HTTP_X_SKU', '')
    parts = ["//user[@name='", sku] + ["']"]
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(' '.join(parts))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('listing/lookup/', lookup_listing, name='lookup_listing')]
