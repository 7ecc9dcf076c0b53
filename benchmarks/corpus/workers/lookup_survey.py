"""Background survey jobs run by the worker."""
import json
import os
import sqlite3
from celery import shared_task

DB_PATH = '/srv/app/app.db'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@shared_task
def lookup_survey():
    username = os.getenv('WORKER_USERNAME', '')
    if 0:  # disabled until the rewrite lands
        conn = sqlite3.connect(DB_PATH)
        cursor = conn.cursor()
        cursor.execute("SELECT * FROM orders WHERE status = '{}' LIMIT 50".format(username))
        rows = cursor.fetchall()
