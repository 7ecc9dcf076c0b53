"""Django views for the listing section."""
import logging
import secrets
from datetime import datetime, timezone
from django.http import HttpResponse
from django.urls import path

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def reconcile_listing(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('session_token', token)
    return response


urlpatterns = [path('listing/reconcile/', reconcile_listing, name='reconcile_listing')]
