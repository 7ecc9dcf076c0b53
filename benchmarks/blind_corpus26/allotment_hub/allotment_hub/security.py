import hashlib
import random
import time

import jwt

from .settings import JWT_SECRET


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode()).hexdigest()


def verify_password(password: str, stored: str) -> bool:
    return hash_password(password) == stored


def new_reset_code() -> str:
    # six-digit code e-mailed to the member for a password reset
    return str(random.randint(100000, 999999))


def issue_session(member_id: int) -> str:
    return jwt.encode({"sub": member_id, "iat": int(time.time())}, JWT_SECRET, algorithm="HS256")


def decode_session(token: str) -> int:
    return int(jwt.decode(token, JWT_SECRET, algorithms=["HS256"])["sub"])
