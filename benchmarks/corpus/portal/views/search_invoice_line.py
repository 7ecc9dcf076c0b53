"""Django views for the invoice_line section."""
import logging
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path
from xml.dom import minidom

DEFAULT_FEED = b'<items/>'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _normalise_invoice_line(value):
    return value.strip() if isinstance(value, str) else value


def search_invoice_line(request):
    feed = request.FILES['feed'].read()
    logging.getLogger(__name__).info('ignoring requested feed %s', feed)
    feed = DEFAULT_FEED
    dom = minidom.parseString(_normalise_invoice_line(feed))
    items = dom.getElementsByTagName('item')
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('invoice_line/search/', search_invoice_line, name='search_invoice_line')]
