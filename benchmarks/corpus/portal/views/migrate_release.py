"""Django views for the release section."""
import secrets
from datetime import datetime, timezone
from django.http import HttpResponse
from django.urls import path


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def migrate_release(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('session_token', token, secure=False, httponly=True)
    return response


urlpatterns = [path('release/migrate/', migrate_release, name='migrate_release')]
