"""Django views for the invoice section."""
import logging
import re
import sqlite3
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

DEFAULT_SORT = 'pending'
DB_PATH = '/srv/app/app.db'
log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def notify_invoice(request):
    sort = request.POST['sort']
    logging.getLogger(__name__).info('ignoring requested sort %s', sort)
    sort = DEFAULT_SORT
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute('SELECT id FROM products ORDER BY ' + sort)
    rows = cursor.fetchall()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('invoice/notify/', notify_invoice, name='notify_invoice')]
