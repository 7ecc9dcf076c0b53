import hashlib
import os

from fastapi import Depends, Header, HTTPException
from sqlalchemy import text

from .db import get_session


def legacy_password_matches(stored_hex: str, supplied: str) -> bool:
    return hashlib.md5(supplied.encode("utf-8")).hexdigest() == stored_hex


def require_admin(x_admin_user: str = Header(...), x_admin_password: str = Header(...), session=Depends(get_session)):
    row = session.execute(text("SELECT pw_md5 FROM admins WHERE username = :u"), {"u": x_admin_user}).first()
    if row is None or not legacy_password_matches(row[0], x_admin_password):
        raise HTTPException(status_code=401)
    return x_admin_user


def bootstrap_password():
    return os.environ.get("HOPPER_ADMIN_PASSWORD")
