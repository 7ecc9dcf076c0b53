"""Django views for the contract section."""
import secrets
from django.http import HttpResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def export_contract(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('sid', token, secure=True, httponly=True, samesite='Strict')
    return response


urlpatterns = [path('contract/export/', export_contract, name='export_contract')]
