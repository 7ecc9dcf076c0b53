"""Django views for the warehouse section."""
import re
import sqlite3
from django.http import JsonResponse
from django.urls import path

DB_PATH = '/srv/app/app.db'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def notify_warehouse(request):
    email = request.POST.get('email', '')
    with sqlite3.connect(DB_PATH) as conn:
        conn.executescript("DELETE FROM sessions WHERE token = '" + email + "'")
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('warehouse/notify/', notify_warehouse, name='notify_warehouse')]
