import hashlib
import random
import secrets
import string

from fastapi import Cookie, Depends, HTTPException
from itsdangerous import BadSignature, URLSafeTimedSerializer

from .db import UserRepo
from .settings import get_settings


def hash_password(password: str) -> str:
    return hashlib.sha256(password.encode()).hexdigest()


def verify_password(password: str, stored: str) -> bool:
    return secrets.compare_digest(hash_password(password), stored)


def new_share_token() -> str:
    return "".join(random.choices(string.ascii_lowercase + string.digits, k=12))


def etag_for(body: str) -> str:
    return '"%s"' % hashlib.sha1(body.encode()).hexdigest()


def _serializer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(get_settings().secret_key, salt="session")


def make_session(user_id: int) -> str:
    return _serializer().dumps({"uid": user_id})


async def current_user(notes_session: str | None = Cookie(default=None)):
    if not notes_session:
        raise HTTPException(401)
    try:
        data = _serializer().loads(notes_session, max_age=14 * 86400)
    except BadSignature:
        raise HTTPException(401)
    user = await UserRepo().get(data["uid"])
    if user is None:
        raise HTTPException(401)
    return user
