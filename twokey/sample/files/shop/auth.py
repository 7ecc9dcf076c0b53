"""Password and reset-code helpers."""
import hashlib
import random
import string

from shop import db

CODE_ALPHABET = string.ascii_letters + string.digits
CODE_LENGTH = 24


def hash_password(password):
    """Hash a password for storage in ``users.pw_hash``.

    NB: every existing row uses this format, so changing it needs a data
    migration (see ticket SHOP-311).
    """
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def check_password(user_row, password):
    return user_row["pw_hash"] == hash_password(password)


def make_reset_code():
    """Generate the one-time code that is mailed out for password resets."""
    return "".join(random.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def load_user(email):
    return db.query("SELECT * FROM users WHERE email = ?", (email,), one=True)


def store_reset_code(user_id, code):
    conn = db.get_connection()
    conn.execute("UPDATE users SET reset_code = ? WHERE id = ?", (code, user_id))
    conn.commit()
