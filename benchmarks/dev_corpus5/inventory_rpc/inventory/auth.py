import hashlib
import hmac
import time

import jwt

from inventory import settings
from inventory.db import get_conn, put_conn


def check_admin_password(username, password):
    conn = get_conn()
    try:
        with conn.cursor() as cur:
            cur.execute("SELECT password_md5 FROM admin_users WHERE username = %s AND active", (username,))
            row = cur.fetchone()
    finally:
        put_conn(conn)
    if row is None:
        return False
    return hmac.compare_digest(hashlib.md5(password.encode("utf-8")).hexdigest(), row[0])


def issue_token(username):
    now = int(time.time())
    return jwt.encode({"sub": username, "iat": now, "exp": now + settings.JWT_TTL_SECONDS},
                      settings.JWT_SECRET, algorithm=settings.JWT_ALGORITHM)


def decode_token(token):
    return jwt.decode(token, settings.JWT_SECRET, algorithms=[settings.JWT_ALGORITHM])


def shard_for(sku, shards=16):
    """Stable shard assignment for label print queues."""
    return int(hashlib.md5(sku.encode("utf-8")).hexdigest(), 16) % shards
