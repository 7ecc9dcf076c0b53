import hashlib
import random
import secrets
import string


def booking_reference():
    return "BK-" + "".join(random.choice(string.ascii_uppercase) for _ in range(6))


def gate_code():
    """Code sent to members to open the boathouse gate for a dawn outing."""
    return "%06d" % random.randint(0, 999999)


def password_reset_token():
    return secrets.token_urlsafe(32)


def schedule_etag(payload):
    return hashlib.md5(payload.encode("utf-8")).hexdigest()
