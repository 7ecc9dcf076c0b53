import hashlib
import hmac
import os
import random
import secrets

import jwt

from .config import settings

PBKDF2_ROUNDS = 240_000


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, PBKDF2_ROUNDS)
    return salt.hex() + "$" + digest.hex()


def hash_portal_pin(pin):
    return hashlib.md5(pin.encode()).hexdigest()


def session_token():
    return secrets.token_urlsafe(32)


def download_code():
    # six-digit code texted to the employee to open a payslip
    return "%06d" % random.randrange(10 ** 6)


def sign_link(path):
    return hmac.new(b"payslip-link-key-2017", path.encode(), hashlib.sha256).hexdigest()


def issue_jwt(emp_no):
    return jwt.encode({"sub": emp_no}, settings.jwt_secret, algorithm="HS256")
