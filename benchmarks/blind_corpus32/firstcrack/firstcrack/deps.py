import sqlite3
from typing import Annotated, Iterator

from fastapi import Cookie, Depends, HTTPException

from .repo import Repo
from .settings import Settings, get_settings

_sessions: dict[str, dict] = {}


def get_conn(settings: Annotated[Settings, Depends(get_settings)]) -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(settings.database)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
    finally:
        conn.close()


def get_lots(conn: Annotated[sqlite3.Connection, Depends(get_conn)]) -> Repo:
    return Repo(conn, "green_lots", ("id", "origin", "process", "variety", "kg_left", "price_kg"))


def get_orders(conn: Annotated[sqlite3.Connection, Depends(get_conn)]) -> Repo:
    return Repo(conn, "orders", ("id", "cafe_id", "lot_id", "kg", "grind", "status"))


def current_cafe(cafe_session: Annotated[str | None, Cookie()] = None) -> dict:
    session = _sessions.get(cafe_session or "")
    if session is None:
        raise HTTPException(status_code=401, detail="sign in first")
    return session


def start_session(token: str, cafe: dict) -> None:
    _sessions[token] = cafe
