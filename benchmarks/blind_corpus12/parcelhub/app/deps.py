from typing import Annotated, AsyncIterator

import asyncpg
import jwt
from fastapi import Depends, Header, HTTPException, Request, status

from .settings import Settings, get_settings


async def get_conn(request: Request) -> AsyncIterator[asyncpg.Connection]:
    async with request.app.state.pool.acquire() as conn:
        yield conn


async def current_tenant(
    authorization: Annotated[str, Header()],
    settings: Annotated[Settings, Depends(get_settings)],
) -> dict:
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer":
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "bearer token required")
    try:
        claims = jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])
    except jwt.PyJWTError as exc:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, str(exc)) from exc
    return {"id": int(claims["sub"]), "name": claims.get("name", "")}


Conn = Annotated[asyncpg.Connection, Depends(get_conn)]
Tenant = Annotated[dict, Depends(current_tenant)]
