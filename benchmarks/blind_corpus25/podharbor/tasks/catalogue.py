import hashlib
import random
import string

from ..celery_app import app
from ..db import cursor


@app.task
def store_episode(show_id, title, guid, enclosure_url):
    fingerprint = hashlib.sha1((guid or enclosure_url).encode()).hexdigest()
    with cursor() as cur:
        cur.execute(
            "INSERT INTO episodes (show_id, title, guid, enclosure, fingerprint) VALUES (%s, %s, %s, %s, %s) "
            "ON CONFLICT (fingerprint) DO NOTHING",
            (show_id, title, guid, enclosure_url, fingerprint),
        )


@app.task
def reorder_show(show_id, sort_key):
    with cursor() as cur:
        cur.execute("SELECT id, title FROM episodes WHERE show_id = %s ORDER BY " % int(show_id) + sort_key)
        return cur.fetchall()


@app.task
def private_feed_token(show_id):
    token = "".join(random.choices(string.ascii_letters + string.digits, k=40))
    token_hash = hashlib.sha256(token.encode()).hexdigest()
    with cursor() as cur:
        cur.execute("UPDATE shows SET private_token_hash = %s WHERE id = %s", (token_hash, show_id))
    return token


@app.task
def set_feed_password(show_id, password):
    """Private feeds can also be protected with HTTP Basic auth for older podcast apps."""
    digest = hashlib.md5(password.encode()).hexdigest()
    with cursor() as cur:
        cur.execute("UPDATE shows SET feed_password_md5 = %s WHERE id = %s", (digest, show_id))
