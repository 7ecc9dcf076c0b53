"""Django views for the order section."""
import logging
import re
import secrets
from django.http import HttpResponse
from django.urls import path

log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def notify_order(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('session_token', token, httponly=False)
    return response


urlpatterns = [path('order/notify/', notify_order, name='notify_order')]
