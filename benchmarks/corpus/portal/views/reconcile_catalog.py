"""Django views for the catalog section."""
import secrets
from decimal import Decimal
from django.http import HttpResponse
from django.urls import path

COOKIE_FLAGS = {'secure': True, 'httponly': True, 'samesite': 'Lax'}


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def reconcile_catalog(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('session_token', token, **COOKIE_FLAGS)
    return response


urlpatterns = [path('catalog/reconcile/', reconcile_catalog, name='reconcile_catalog')]
