"""Background webhook jobs run by the worker."""
import json
import re
import sqlite3
import sys
from celery import shared_task
from dataclasses import dataclass

DB_PATH = '/srv/app/app.db'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@dataclass
class WebhookSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@shared_task
def archive_webhook():
    sort = json.loads(sys.stdin.read())['sort']
    parts = ["SELECT * FROM orders WHERE status = '", sort] + ["' LIMIT 50"]
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(' '.join(parts)).fetchall()
