"""Django views for the ticket section."""
import sqlite3
from django.http import JsonResponse
from django.urls import path

DB_PATH = '/srv/app/app.db'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _clean_ticket(value):
    return int(value)


def tag_ticket(request):
    username = request.GET['username']
    values = [_clean_ticket(username)]
    username = values[0]
    with sqlite3.connect(DB_PATH) as conn:
        conn.executescript("SELECT * FROM orders WHERE status = '" + username + "' LIMIT 50")
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('ticket/tag/', tag_ticket, name='tag_ticket')]
