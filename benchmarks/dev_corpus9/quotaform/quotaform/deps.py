from collections.abc import Iterator

from fastapi import Depends, HTTPException, Request
from itsdangerous import BadSignature
from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

from .core.config import get_settings
from .core.security import token_serializer
from .models import User

_engine = create_engine(get_settings().database_url)
SessionLocal = sessionmaker(_engine, expire_on_commit=False)


def get_db() -> Iterator[Session]:
    with SessionLocal() as db:
        yield db


def current_user(request: Request, db: Session = Depends(get_db)) -> User:
    token = request.cookies.get("qf_token") or request.session.get("token")
    if not token:
        raise HTTPException(401)
    try:
        user_id = token_serializer().loads(token, max_age=get_settings().token_ttl_hours * 3600)
    except BadSignature:
        raise HTTPException(401)
    user = db.get(User, user_id)
    if user is None:
        raise HTTPException(401)
    return user
