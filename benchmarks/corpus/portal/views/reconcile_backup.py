"""Django views for the backup section."""
import logging
import sqlite3
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

DB_PATH = '/srv/app/app.db'
log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def reconcile_backup(request):
    status = request.POST['status']
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute('SELECT id FROM products ORDER BY %s' % status).fetchall()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('backup/reconcile/', reconcile_backup, name='reconcile_backup')]
