"""Django views for the catalog section."""
import sqlite3
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

DB_PATH = '/srv/app/app.db'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def tag_catalog(request):
    email = request.COOKIES.get('email', '')
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute("SELECT * FROM orders WHERE status = '%s' LIMIT 50" % email)
    rows = cursor.fetchall()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('catalog/tag/', tag_catalog, name='tag_catalog')]
