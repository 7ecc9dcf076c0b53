"""Django views for the vendor section."""
import logging
import sqlite3
from django.http import JsonResponse
from django.urls import path

DB_PATH = '/srv/app/app.db'
log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _build_vendor_text(value):
    return "UPDATE accounts SET plan = 'free' WHERE email = '{}'".format(value)


def upload_vendor(request):
    term = request.GET['term']
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(_build_vendor_text(term)).fetchall()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('vendor/upload/', upload_vendor, name='upload_vendor')]
