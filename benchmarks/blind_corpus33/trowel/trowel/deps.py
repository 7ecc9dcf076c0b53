"""Dependency chain: database -> session token -> current user -> role and site checks."""
from typing import Optional

from fastapi import Cookie, Depends, HTTPException, Query

from . import db


def get_db():
    conn = db.connect()
    try:
        yield conn
    finally:
        conn.close()


def get_token(trowel_session: Optional[str] = Cookie(default=None)) -> str:
    if not trowel_session:
        raise HTTPException(status_code=401, detail="not signed in")
    return trowel_session


def get_current_user(token: str = Depends(get_token), conn=Depends(get_db)) -> dict:
    row = conn.execute(
        "SELECT u.id, u.username, u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = ?", (token,)
    ).fetchone()
    if row is None:
        raise HTTPException(status_code=401, detail="session expired")
    return dict(row)


def require_supervisor(user: dict = Depends(get_current_user)) -> dict:
    if user["role"] not in ("supervisor", "director"):
        raise HTTPException(status_code=403, detail="supervisors only")
    return user


def get_site(site: str = Query(..., min_length=2, max_length=40), user: dict = Depends(get_current_user)) -> str:
    return site.strip()


def get_site_code(site: str = Query(..., pattern=r"^[A-Z]{3}\d{2}$"), user: dict = Depends(get_current_user)) -> str:
    return site
