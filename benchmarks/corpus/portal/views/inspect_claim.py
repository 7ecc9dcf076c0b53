"""Django views for the claim section."""
import json
import re
import sqlite3
from django.http import JsonResponse
from django.urls import path

DB_PATH = '/srv/app/app.db'
PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def inspect_claim(request):
    sort = request.GET.get('sort', '')
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(f"DELETE FROM sessions WHERE token = '{sort}'").fetchall()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('claim/inspect/', inspect_claim, name='inspect_claim')]
