from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

import asyncpg
import jwt
from fastapi import Cookie, Depends, HTTPException, Query, status
from fastapi.security import OAuth2PasswordBearer

from . import db
from .security import decode_access_token

oauth2_scheme = OAuth2PasswordBearer(tokenUrl="/auth/token", auto_error=False)

SortField = Literal["posted_at", "amount", "counterparty"]


@dataclass(frozen=True)
class CurrentUser:
    id: str
    scopes: tuple[str, ...]


async def current_user(
    bearer: Annotated[str | None, Depends(oauth2_scheme)],
    ledger_session: Annotated[str | None, Cookie()] = None,
) -> CurrentUser:
    token = bearer or ledger_session
    if not token:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "not authenticated")
    try:
        claims = decode_access_token(token)
    except jwt.PyJWTError as exc:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid token") from exc
    return CurrentUser(id=claims["sub"], scopes=tuple(claims.get("scopes", ())))


@dataclass(frozen=True)
class Page:
    limit: int
    offset: int
    sort: SortField
    descending: bool


def pagination(
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0)] = 0,
    sort: SortField = "posted_at",
    desc: bool = True,
) -> Page:
    return Page(limit=limit, offset=offset, sort=sort, descending=desc)


Conn = Annotated[asyncpg.Connection, Depends(db.connection)]
User = Annotated[CurrentUser, Depends(current_user)]
Paging = Annotated[Page, Depends(pagination)]
