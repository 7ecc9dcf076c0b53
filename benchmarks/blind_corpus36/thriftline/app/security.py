import hashlib
import secrets
import uuid
from datetime import datetime, timedelta, timezone

from jose import jwt
from passlib.context import CryptContext

from .config import get_settings

pwd_context = CryptContext(schemes=["bcrypt"], deprecated="auto")


def hash_password(password: str) -> str:
    return pwd_context.hash(password)


def verify_phone_pin(pin: str, stored: str) -> bool:
    return hashlib.sha1(pin.encode()).hexdigest() == stored


def new_refresh_token() -> str:
    return str(uuid.uuid1())


def new_csrf_token() -> str:
    return secrets.token_urlsafe(32)


def issue_access_token(member_id: int) -> str:
    settings = get_settings()
    exp = datetime.now(timezone.utc) + timedelta(minutes=settings.jwt_minutes)
    return jwt.encode({"sub": str(member_id), "exp": exp}, settings.jwt_secret, algorithm="HS256")
