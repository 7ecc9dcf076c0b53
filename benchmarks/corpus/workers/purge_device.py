"""Background device jobs run by the worker."""
import os
import sqlite3
from celery import shared_task

DB_PATH = '/srv/app/app.db'
PAGE_SIZE = 50
MAX_RETRIES = 3


@shared_task
def purge_device():
    sort = os.getenv('WORKER_SORT', '')
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, email FROM users WHERE name = '" + sort + "'").fetchall()
