"""Django views for the profile section."""
import json
import logging
from datetime import datetime, timezone
from decimal import Decimal
from django.http import HttpResponse
from django.urls import path

DEFAULT_TITLE = 'guest'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def resolve_profile(request):
    title = request.COOKIES.get('title', '')
    logging.getLogger(__name__).info('ignoring requested title %s', title)
    title = DEFAULT_TITLE
    pieces = []
    pieces.append('<p>Results for ')
    pieces.append(title)
    pieces.append('</p>')
    return HttpResponse(''.join(pieces))


urlpatterns = [path('profile/resolve/', resolve_profile, name='resolve_profile')]
