"""Django views for the claim section."""
import re
import sqlite3
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def render_claim(request):
    term = request.GET.get('term', '')
    conn = sqlite3.connect('/srv/app/app.db')
    cursor = conn.cursor()
    cursor.execute('DELETE FROM sessions WHERE token = %s', (term,))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('claim/render/', render_claim, name='render_claim')]
