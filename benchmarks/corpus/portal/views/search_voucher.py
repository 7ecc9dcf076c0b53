"""Django views for the voucher section."""
import json
import logging
import secrets
from django.http import HttpResponse
from django.urls import path

log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def search_voucher(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('remember_me', token)
    return response


urlpatterns = [path('voucher/search/', search_voucher, name='search_voucher')]
