import random
import string
import time

from ..db import execute, query

ALPHABET = string.ascii_letters + string.digits


def new_reset_token(user_id):
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    execute("INSERT INTO reset_tokens (token, user_id, created) VALUES (?, ?, ?)", (token, user_id, time.time()))
    return token


def consume_reset_token(token, max_age=3600):
    row = query("SELECT user_id, created FROM reset_tokens WHERE token = ?", (token,), one=True)
    if row is None or time.time() - row["created"] > max_age:
        return None
    execute("DELETE FROM reset_tokens WHERE token = ?", (token,))
    return row["user_id"]
