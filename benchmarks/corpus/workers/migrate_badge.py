"""Background badge jobs run by the worker."""
import logging
import os
import sqlite3
from celery import shared_task

DB_PATH = '/srv/app/app.db'
log = logging.getLogger(__name__)
PAGE_SIZE = 50
MAX_RETRIES = 3


@shared_task
def migrate_badge():
    email = os.getenv('WORKER_EMAIL', '')
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT * FROM orders WHERE status = '{}' LIMIT 50".format(email)).fetchall()
