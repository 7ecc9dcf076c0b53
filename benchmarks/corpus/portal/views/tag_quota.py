"""Django views for the quota section."""
import secrets
from decimal import Decimal
from django.http import HttpResponse
from django.urls import path

COOKIE_FLAGS = {'secure': True, 'httponly': True, 'samesite': 'Lax'}


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def tag_quota(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('remember_me', token, **COOKIE_FLAGS)
    return response


urlpatterns = [path('quota/tag/', tag_quota, name='tag_quota')]
