"""Django views for the payroll section."""
import base64
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path
from xml.dom import minidom

USE_REQUEST_VALUE = False


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def lookup_payroll(request):
    upload = base64.b64decode(request.COOKIES.get('upload', ''))
    upload = upload.strip()
    chosen = upload if USE_REQUEST_VALUE else b'<items/>'
    dom = minidom.parseString(chosen)
    items = dom.getElementsByTagName('item')
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('payroll/lookup/', lookup_payroll, name='lookup_payroll')]
