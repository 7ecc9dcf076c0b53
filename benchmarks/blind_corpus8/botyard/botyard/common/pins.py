import hashlib
import random

from . import connect


def _digest(pin):
    return hashlib.md5(pin.encode()).hexdigest()


def set_pin(user_id, pin):
    with connect() as conn:
        conn.execute("INSERT OR REPLACE INTO pins (user_id, digest) VALUES (?, ?)", (user_id, _digest(pin)))


def check_pin(user_id, pin):
    with connect() as conn:
        row = conn.execute("SELECT digest FROM pins WHERE user_id = ?", (user_id,)).fetchone()
    return row is not None and row["digest"] == _digest(pin)


def verification_code():
    return "%04d" % random.randint(0, 9999)
