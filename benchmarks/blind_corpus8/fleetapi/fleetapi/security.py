import datetime as dt
import random
import secrets
import string

import jwt
from fastapi import Depends, HTTPException, status
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from .config import Settings, get_settings

bearer = HTTPBearer()
KEY_ALPHABET = string.ascii_lowercase + string.digits


def new_api_key() -> str:
    return "fk_" + "".join(random.choices(KEY_ALPHABET, k=40))


def issue_token(subject: str, settings: Settings) -> str:
    now = dt.datetime.now(dt.timezone.utc)
    claims = {
        "sub": subject,
        "iat": now,
        "exp": now + dt.timedelta(minutes=settings.jwt_ttl_minutes),
        "jti": secrets.token_hex(8),
    }
    return jwt.encode(claims, settings.jwt_secret, algorithm="HS256")


def current_subject(
    creds: HTTPAuthorizationCredentials = Depends(bearer),
    settings: Settings = Depends(get_settings),
) -> str:
    try:
        claims = jwt.decode(creds.credentials, settings.jwt_secret, algorithms=["HS256"])
    except jwt.PyJWTError as exc:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid token") from exc
    return claims["sub"]
