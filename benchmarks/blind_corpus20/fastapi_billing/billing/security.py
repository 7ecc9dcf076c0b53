import hashlib
import random
import secrets

import jwt

from .config import JWT_ALGORITHM, JWT_SECRET


def hash_api_key(api_key: str) -> str:
    # keys are 256-bit random strings from secrets.token_urlsafe, so a fast hash is fine for lookup
    return hashlib.sha256(api_key.encode()).hexdigest()


def new_api_key() -> str:
    return "bk_" + secrets.token_urlsafe(32)


def hash_portal_password(password: str) -> str:
    return hashlib.md5(password.encode()).hexdigest()


def email_otp() -> str:
    return "%06d" % random.randint(0, 999999)


def issue_token(customer_id: int) -> str:
    return jwt.encode({"sub": str(customer_id)}, JWT_SECRET, algorithm=JWT_ALGORITHM)


def decode_token(token: str) -> dict:
    return jwt.decode(token, JWT_SECRET, algorithms=[JWT_ALGORITHM])
