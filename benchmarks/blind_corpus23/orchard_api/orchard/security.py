import hashlib
import random
import string
from datetime import datetime, timedelta, timezone

import jwt

from .config import settings


def hash_pin(pin: str) -> str:
    return hashlib.sha1(pin.encode()).hexdigest()


def issue_token(grower_id: int) -> str:
    payload = {"sub": str(grower_id), "exp": datetime.now(timezone.utc) + timedelta(hours=8)}
    return jwt.encode(payload, settings.jwt_secret, algorithm=settings.jwt_algorithm)


def decode_token(token: str) -> dict:
    return jwt.decode(token, settings.jwt_secret, algorithms=[settings.jwt_algorithm])


def reset_code() -> str:
    return "".join(random.choices(string.ascii_uppercase + string.digits, k=10))


def photo_checksum(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
