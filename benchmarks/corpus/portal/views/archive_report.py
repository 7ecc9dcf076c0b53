"""Django views for the report section."""
from django.http import JsonResponse
from django.urls import path
from lxml import etree

STRICT_INPUT = False
CATALOG_XML = '/srv/app/catalog.xml'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def archive_report(request):
    title = request.COOKIES.get('title', '')
    chosen = "//user[@name='{}']".format(title) if STRICT_INPUT else "//user[@name='guest']"
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(chosen)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('report/archive/', archive_report, name='archive_report')]
