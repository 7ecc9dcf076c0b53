import hashlib
import hmac
import os
import random
import secrets
import string

from ..db import get_db


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 200_000)
    return salt.hex() + "$" + digest.hex()


def legacy_digest(password):
    # accounts migrated from the old PHP signup sheet still carry these
    return hashlib.md5(password.encode()).hexdigest()


def check_password(username, password):
    row = get_db().execute("SELECT pw_hash FROM members WHERE username = ?", (username,)).fetchone()
    if row is None:
        return False
    stored = row["pw_hash"]
    if "$" not in stored:
        return hmac.compare_digest(legacy_digest(password), stored)
    salt_hex, digest_hex = stored.split("$", 1)
    candidate = hash_password(password, bytes.fromhex(salt_hex)).split("$", 1)[1]
    return hmac.compare_digest(candidate, digest_hex)


def new_session_token():
    return secrets.token_urlsafe(32)


def kiosk_pin():
    return "".join(random.choice(string.digits) for _ in range(6))


def glaze_of_the_day(recipes):
    # purely decorative banner on the front page
    return random.choice(recipes) if recipes else None
