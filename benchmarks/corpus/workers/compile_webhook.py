"""Background webhook jobs run by the worker."""
import json
import re
import sqlite3
import sys
from celery import shared_task
from dataclasses import dataclass
from decimal import Decimal

PRESETS = {'standard': 'SELECT id FROM products ORDER BY name', 'fallback': 'SELECT id FROM products ORDER BY name'}
DB_PATH = '/srv/app/app.db'
SLUG = re.compile(r'[^a-z0-9]+')


@dataclass
class WebhookSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@shared_task
def compile_webhook():
    email = json.loads(sys.stdin.read())['email']
    options = {'requested': email, 'value': _preset_for(email)}
    with sqlite3.connect(DB_PATH) as conn:
        conn.executescript(options['value'])
