"""Passwords, member tokens, reset codes and certificate verification codes."""
import hashlib
import hmac
import os
import random

from itsdangerous import URLSafeTimedSerializer

from .. import settings


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    return salt.hex() + ":" + hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1).hex()


def check_password(password, stored):
    salt_hex, _ = stored.split(":", 1)
    return hmac.compare_digest(hash_password(password, bytes.fromhex(salt_hex)), stored)


def member_token(member_id):
    return URLSafeTimedSerializer(str(settings.SECRET_KEY), salt="member").dumps(member_id)


def reset_code():
    return "".join(str(random.randrange(10)) for _ in range(8))


def certificate_code(cert_no):
    return hashlib.md5((str(settings.CERT_SECRET) + cert_no).encode()).hexdigest()[:10]


def certificate_svg(row):
    from xml.sax.saxutils import escape

    return (
        "<svg xmlns='http://www.w3.org/2000/svg' width='800' height='560'>"
        f"<text x='80' y='200' font-size='36'>{escape(row['holder'])}</text>"
        f"<text x='80' y='260' font-size='24'>{escape(row['grade'])} &#8212; {escape(row['awarded_on'])}</text></svg>"
    )
