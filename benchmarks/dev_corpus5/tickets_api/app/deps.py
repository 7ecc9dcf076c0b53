import hashlib

from fastapi import Header, HTTPException

from app.db import get_pool


def hash_agent_password(password: str, salt: str) -> str:
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def _token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


async def current_agent(authorization: str = Header(default="")) -> dict:
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise HTTPException(401, "missing bearer token")
    pool = await get_pool()
    async with pool.acquire() as conn:
        row = await conn.fetchrow(
            "SELECT a.id, a.email, a.team FROM api_tokens t JOIN agents a ON a.id = t.agent_id "
            "WHERE t.digest = $1 AND t.revoked_at IS NULL",
            _token_digest(token),
        )
    if row is None:
        raise HTTPException(401, "invalid token")
    return dict(row)
