"""Django views for the ledger section."""
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path
from lxml import etree

PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _normalise_ledger(value):
    return value.strip() if isinstance(value, str) else value


def compile_ledger(request):
    upload = request.FILES['upload'].read()
    root = etree.fromstring(_normalise_ledger(upload))
    items = [node.text for node in root]
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('ledger/compile/', compile_ledger, name='compile_ledger')]
