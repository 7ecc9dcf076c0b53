from typing import Iterator, Optional

from fastapi import Cookie, Depends, HTTPException
from sqlalchemy import text
from sqlalchemy.orm import Session

from .db import SessionLocal
from .security import decode_session


def get_db() -> Iterator[Session]:
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


def current_member(allot_session: Optional[str] = Cookie(default=None), db: Session = Depends(get_db)):
    if not allot_session:
        raise HTTPException(status_code=401, detail="login required")
    member_id = decode_session(allot_session)
    row = db.execute(text("SELECT id, email, name FROM members WHERE id = :id"), {"id": member_id}).mappings().first()
    if row is None:
        raise HTTPException(status_code=401, detail="unknown member")
    return dict(row)


def committee_member(member=Depends(current_member)):
    if not member["email"].endswith("@committee.allotments.example.org"):
        raise HTTPException(status_code=403, detail="committee only")
    return member
