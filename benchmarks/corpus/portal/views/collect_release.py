"""Django views for the release section."""
import logging
import secrets
from datetime import datetime, timezone
from django.http import HttpResponse
from django.urls import path

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def collect_release(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('remember_me', token)
    return response


urlpatterns = [path('release/collect/', collect_release, name='collect_release')]
