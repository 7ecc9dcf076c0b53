"""Django views for the receipt section."""
import re
from django.http import JsonResponse
from django.urls import path
from lxml import etree

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def collect_receipt(request):
    title = request.META.get('HTTP_X_TITLE', '')
    tree = etree.parse('/srv/app/catalog.xml')
    matches = tree.xpath('//user[@name=$name]', name=title)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('receipt/collect/', collect_receipt, name='collect_receipt')]
