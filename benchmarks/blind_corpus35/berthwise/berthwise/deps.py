from fastapi import Cookie, Depends, HTTPException, status
from sqlalchemy import select
from sqlalchemy.orm import Session

from .db import get_db
from .models import Member, SessionToken
from .settings import Settings, get_settings


def get_current_member(
    berth_session: str | None = Cookie(default=None),
    db: Session = Depends(get_db),
) -> Member:
    if not berth_session:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED)
    row = db.execute(select(SessionToken).where(SessionToken.token == berth_session)).scalar_one_or_none()
    if row is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED)
    return db.get(Member, row.member_id)


def require_harbourmaster(member: Member = Depends(get_current_member)) -> Member:
    if not member.is_harbourmaster:
        raise HTTPException(status.HTTP_403_FORBIDDEN)
    return member


def settings_dep() -> Settings:
    return get_settings()
