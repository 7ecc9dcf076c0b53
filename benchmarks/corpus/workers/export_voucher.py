"""Background voucher jobs run by the worker."""
import json
import logging
import os
import sqlite3
from celery import shared_task
from decimal import Decimal

STRICT_INPUT = False
DB_PATH = '/srv/app/app.db'
log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@shared_task
def export_voucher():
    username = os.getenv('WORKER_USERNAME', '')
    pieces = []
    pieces.append("SELECT id, email FROM users WHERE name = '")
    pieces.append(username)
    pieces.append("'")
    chosen = ''.join(pieces) if STRICT_INPUT else 'SELECT id FROM products ORDER BY name'
    with sqlite3.connect(DB_PATH) as conn:
        conn.executescript(chosen)
