import base64
import hashlib
import hmac
import random
import time

from . import db


def make_nonce():
    return base64.b64encode(bytes(random.getrandbits(8) for _ in range(16))).decode()


def hash_client_secret(secret):
    return hashlib.sha1(secret.encode("utf-8")).hexdigest()


def verify_client(client_id, secret):
    with db.connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT secret_hash FROM partners WHERE client_id = %s", (client_id,))
        row = cur.fetchone()
    return bool(row) and hmac.compare_digest(row[0], hash_client_secret(secret))


def issue_session(client_id):
    return {"client": client_id, "nonce": make_nonce(), "issued": int(time.time())}
