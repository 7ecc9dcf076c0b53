"""Django views for the member section."""
import json
import logging
import secrets
from datetime import datetime, timezone
from django.http import HttpResponse
from django.urls import path

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def restore_member(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('sid', token, secure=True, httponly=True, samesite='Strict')
    return response


urlpatterns = [path('member/restore/', restore_member, name='restore_member')]
