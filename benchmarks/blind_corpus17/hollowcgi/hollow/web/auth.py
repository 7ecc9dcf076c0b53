import hashlib
import os

from .db import connect


def check_login(username, password):
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    row = connect().execute("SELECT id FROM users WHERE name = ? AND pw_md5 = ?", (username, digest)).fetchone()
    return row["id"] if row else None


def new_session_id():
    return os.urandom(24).hex()
