import jwt
from fastapi import Cookie, Depends, HTTPException

from .config import Settings, get_settings


def current_user(kq_token: str | None = Cookie(default=None), settings: Settings = Depends(get_settings)) -> str:
    if not kq_token:
        raise HTTPException(status_code=401)
    try:
        return jwt.decode(kq_token, settings.jwt_secret, algorithms=[settings.jwt_algorithm])["sub"]
    except jwt.PyJWTError:
        raise HTTPException(status_code=401)
