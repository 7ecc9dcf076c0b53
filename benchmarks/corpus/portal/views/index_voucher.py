"""Django views for the voucher section."""
import secrets
from decimal import Decimal
from django.http import HttpResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def index_voucher(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('sid', token)
    return response


urlpatterns = [path('voucher/index/', index_voucher, name='index_voucher')]
