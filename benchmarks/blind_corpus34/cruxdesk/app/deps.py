from typing import Annotated

import jwt
from fastapi import Cookie, Depends, HTTPException, status
from sqlalchemy import text
from sqlalchemy.orm import Session

from .db import SessionLocal
from .settings import Settings, get_settings


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


DB = Annotated[Session, Depends(get_db)]
Config = Annotated[Settings, Depends(get_settings)]


def get_current_member(db: DB, settings: Config, crux_session: Annotated[str | None, Cookie()] = None):
    if not crux_session:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED)
    try:
        claims = jwt.decode(crux_session, settings.jwt_secret, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED)
    row = db.execute(text("SELECT id, name, staff FROM member WHERE id = :id"), {"id": claims["sub"]}).first()
    if row is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED)
    return row


Member = Annotated[object, Depends(get_current_member)]


def require_staff(member: Member):
    if not member.staff:
        raise HTTPException(status.HTTP_403_FORBIDDEN)
    return member


Staff = Annotated[object, Depends(require_staff)]
