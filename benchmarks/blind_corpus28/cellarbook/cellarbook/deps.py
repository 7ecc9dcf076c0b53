import sqlite3
from typing import Annotated

import jwt
from fastapi import Cookie, Depends, HTTPException

from cellarbook.settings import settings


def get_db():
    conn = sqlite3.connect(settings.db_path)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
    finally:
        conn.close()


Db = Annotated[sqlite3.Connection, Depends(get_db)]


def current_staff(cellar_token: Annotated[str | None, Cookie()] = None) -> dict:
    if not cellar_token:
        raise HTTPException(status_code=401)
    try:
        return jwt.decode(cellar_token, settings.jwt_secret, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401)


Staff = Annotated[dict, Depends(current_staff)]
