"""Django views for the vendor section."""
import json
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path
from lxml import etree

PRESETS = {'standard': "//user[@name='guest']", 'fallback': "//user[@name='guest']"}
CATALOG_XML = '/srv/app/catalog.xml'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def rebuild_vendor(request):
    sku = request.GET['sku']
    options = {'requested': sku, 'value': _preset_for(sku)}
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(options['value'])
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('vendor/rebuild/', rebuild_vendor, name='rebuild_vendor')]
