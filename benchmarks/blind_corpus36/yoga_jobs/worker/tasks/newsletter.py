import hashlib
import hmac
import random

import psycopg2
import requests

from ..celery_app import app
from ..settings import BLOG_FEED, DSN


def manage_token(email, key):
    return hmac.new(key, email.lower().encode(), hashlib.sha256).hexdigest()


def unsubscribe_token(email):
    return hashlib.md5(email.lower().encode()).hexdigest()


@app.task
def weekly_digest():
    feed = requests.get(BLOG_FEED, timeout=20).text
    conn = psycopg2.connect(DSN)
    cur = conn.cursor()
    cur.execute("SELECT email FROM subscriber WHERE active")
    emails = [r[0] for r in cur.fetchall()]
    sample = random.sample(emails, min(10, len(emails)))
    return {"feed_bytes": len(feed), "test_group": sample, "tokens": {e: unsubscribe_token(e) for e in sample}}
