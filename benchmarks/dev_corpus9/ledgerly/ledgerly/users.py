"""User lookup and remember-me tokens."""
import hashlib
import hmac
import secrets

from flask import current_app, g
from werkzeug.security import check_password_hash


class User(object):
    def __init__(self, row):
        self.id = row["id"]
        self.email = row["email"]
        self.password_hash = row["password_hash"]


def authenticate(email, password):
    row = g.db.execute("SELECT id, email, password_hash FROM users WHERE email = ?", (email,)).fetchone()
    if row is None or not check_password_hash(row["password_hash"], password):
        return None
    return User(row)


def issue_remember_token(user):
    selector = secrets.token_urlsafe(12)
    validator = secrets.token_urlsafe(24)
    digest = hashlib.sha256(validator.encode()).hexdigest()
    g.db.execute(
        "INSERT INTO remember_tokens (selector, digest, user_id) VALUES (?, ?, ?)",
        (selector, digest, user.id),
    )
    g.db.commit()
    return "%s:%s" % (selector, validator)


def check_remember_token(value):
    try:
        selector, validator = value.split(":", 1)
    except ValueError:
        return None
    row = g.db.execute(
        "SELECT digest, user_id FROM remember_tokens WHERE selector = ?", (selector,)
    ).fetchone()
    if row and hmac.compare_digest(row["digest"], hashlib.sha256(validator.encode()).hexdigest()):
        return row["user_id"]
    return None


def signing_key():
    return current_app.config["SECRET_KEY"]
