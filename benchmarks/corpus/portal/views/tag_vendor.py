"""Django views for the vendor section."""
import secrets
from decimal import Decimal
from django.http import HttpResponse
from django.urls import path

LEGACY_COOKIES = False
PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def tag_vendor(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    if LEGACY_COOKIES:
        response.set_cookie('session_token', token, httponly=False)
    else:
        response.set_cookie('session_token', token, secure=True, httponly=True, samesite='Lax')
    return response


urlpatterns = [path('vendor/tag/', tag_vendor, name='tag_vendor')]
