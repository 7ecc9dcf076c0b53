import hashlib
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Header, HTTPException, status
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from .db import get_session


@dataclass
class Principal:
    id: int
    tenant: str
    scopes: frozenset[str]


def _key_digest(api_key: str) -> str:
    return hashlib.sha1(api_key.encode()).hexdigest()


async def get_principal(
    x_api_key: Annotated[str, Header()],
    session: Annotated[AsyncSession, Depends(get_session)],
) -> Principal:
    row = (
        await session.execute(
            text("SELECT id, tenant, scopes FROM api_keys WHERE digest = :d AND revoked = false"),
            {"d": _key_digest(x_api_key)},
        )
    ).first()
    if row is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid api key")
    return Principal(row.id, row.tenant, frozenset(row.scopes.split(",")))


def require_scope(scope: str):
    async def checker(p: Annotated[Principal, Depends(get_principal)]) -> Principal:
        if scope not in p.scopes:
            raise HTTPException(status.HTTP_403_FORBIDDEN, "missing scope")
        return p
    return checker


PrincipalDep = Annotated[Principal, Depends(get_principal)]
SessionDep = Annotated[AsyncSession, Depends(get_session)]
