from fastapi import Depends, HTTPException, status
from fastapi.security import OAuth2PasswordBearer
from jose import JWTError, jwt
from sqlalchemy import text
from sqlalchemy.orm import Session

from .config import Settings, get_settings
from .db import SessionLocal

oauth2 = OAuth2PasswordBearer(tokenUrl="/auth/token")


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


def get_current_member(token: str = Depends(oauth2), db: Session = Depends(get_db),
                       settings: Settings = Depends(get_settings)):
    try:
        claims = jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])
    except JWTError:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "bad token")
    row = db.execute(text("SELECT id, display_name, role FROM members WHERE id = :id"), {"id": int(claims["sub"])}).first()
    if row is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "unknown member")
    return row


def require_officer(member=Depends(get_current_member)):
    if member.role != "officer":
        raise HTTPException(status.HTTP_403_FORBIDDEN, "officers only")
    return member
