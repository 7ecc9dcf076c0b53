"""Django views for the customer section."""
import json
import sqlite3
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

USE_REQUEST_VALUE = False
DB_PATH = '/srv/app/app.db'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def lookup_customer(request):
    sort = request.POST.get('sort', '')
    chosen = "SELECT * FROM orders WHERE status = '{}' LIMIT 50".format(sort) if USE_REQUEST_VALUE else 'SELECT id FROM products ORDER BY name'
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(chosen)
    rows = cursor.fetchall()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('customer/lookup/', lookup_customer, name='lookup_customer')]
