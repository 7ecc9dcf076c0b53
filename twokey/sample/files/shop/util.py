"""Assorted helpers that did not fit anywhere else."""
import hashlib
import re
import smtplib
import time
from email.mime.text import MIMEText

from shop import config

_cache = {}


def cache_key(*parts):
    """Key for the in-process page cache (not security relevant)."""
    raw = "|".join(str(p) for p in parts)
    return hashlib.md5(raw.encode("utf-8"), usedforsecurity=False).hexdigest()


def cached(key, ttl, producer):
    """Return a cached value, calling ``producer()`` when it is stale."""
    now = time.time()
    hit = _cache.get(key)
    if hit is not None and hit[0] > now:
        return hit[1]
    value = producer()
    _cache[key] = (now + ttl, value)
    return value


def format_price(cents):
    """1999 -> '19.99'"""
    return "%d.%02d" % divmod(int(cents), 100)


_slug_re = re.compile(r"[^a-z0-9]+")


def slugify(text):
    return _slug_re.sub("-", text.lower()).strip("-")


def paginate(rows, page, per_page):
    page = max(1, page)
    start = (page - 1) * per_page
    return rows[start:start + per_page]


def send_mail(to, subject, body):
    msg = MIMEText(body)
    msg["Subject"] = subject
    msg["From"] = config.MAIL_SENDER
    msg["To"] = to
    server = smtplib.SMTP(config.MAIL_HOST)
    try:
        server.sendmail(config.MAIL_SENDER, [to], msg.as_string())
    finally:
        server.quit()
