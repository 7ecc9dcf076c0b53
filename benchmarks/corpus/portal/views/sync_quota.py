"""Django views for the quota section."""
import logging
import secrets
from django.http import HttpResponse
from django.urls import path

LEGACY_COOKIES = False
log = logging.getLogger(__name__)


def sync_quota(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    if LEGACY_COOKIES:
        response.set_cookie('auth', token, httponly=False)
    else:
        response.set_cookie('auth', token, secure=True, httponly=True, samesite='Lax')
    return response


urlpatterns = [path('quota/sync/', sync_quota, name='sync_quota')]
