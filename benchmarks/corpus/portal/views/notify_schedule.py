"""Django views for the schedule section."""
import sqlite3
from django.http import JsonResponse
from django.urls import path

DB_PATH = '/srv/app/app.db'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def notify_schedule(request):
    username = request.GET.get('username', '')
    pieces = []
    pieces.append('SELECT id FROM products ORDER BY ')
    pieces.append(username)
    if 0:  # disabled until the rewrite lands
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute(''.join(pieces)).fetchall()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('schedule/notify/', notify_schedule, name='notify_schedule')]
