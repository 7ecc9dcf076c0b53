import logging

import psycopg2
import requests

from ..celery_app import app
from ..parsers import parser_for
from ..settings import PARTNER_ENDPOINTS, PG_DSN

log = logging.getLogger(__name__)


def _store(products, source):
    with psycopg2.connect(PG_DSN) as conn, conn.cursor() as cur:
        for p in products:
            cur.execute(
                "INSERT INTO products (sku, title, price, source) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT (sku) DO UPDATE SET title = EXCLUDED.title, price = EXCLUDED.price",
                (p.sku, p.title, p.price, source),
            )
    return len(products)


@app.task(bind=True, max_retries=3)
def pull_partner(self, partner):
    url = PARTNER_ENDPOINTS[partner]
    resp = requests.get(url, timeout=60)
    resp.raise_for_status()
    kind = "atom" if "atom" in resp.headers.get("Content-Type", "") else "partner-xml"
    return _store(parser_for(kind).parse(resp.content), partner)


@app.task(bind=True, max_retries=3)
def pull_custom_feed(self, feed_url, owner_id):
    """Feeds that merchants add themselves in the self-service portal."""
    resp = requests.get(feed_url, timeout=60, allow_redirects=True)
    resp.raise_for_status()
    return _store(parser_for("atom").parse(resp.content), f"merchant:{owner_id}")
