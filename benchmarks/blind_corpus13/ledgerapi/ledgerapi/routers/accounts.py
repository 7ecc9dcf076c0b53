from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, HTTPException, Response, status
from passlib.context import CryptContext

from ..deps import Conn, Paging, User
from ..repository import TransactionRepository
from ..security import create_access_token
from ..settings import get_settings

router = APIRouter(tags=["accounts"])
pwd_context = CryptContext(schemes=["argon2"], deprecated="auto")


@router.post("/auth/token")
async def login(
    response: Response,
    conn: Conn,
    username: Annotated[str, Form()],
    password: Annotated[str, Form()],
) -> dict[str, str]:
    row = await conn.fetchrow("SELECT id, password_hash, scopes FROM app_user WHERE username = $1", username)
    if row is None or not pwd_context.verify(password, row["password_hash"]):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "bad credentials")
    token = create_access_token(str(row["id"]), list(row["scopes"]))
    response.set_cookie(
        "ledger_session",
        token,
        httponly=True,
        samesite="lax",
        domain=get_settings().cookie_domain,
    )
    return {"access_token": token, "token_type": "bearer"}


@router.get("/accounts/{account_id}/transactions")
async def list_transactions(account_id: str, user: User, conn: Conn, page: Paging) -> list[dict]:
    direction = "DESC" if page.descending else "ASC"
    sql = (
        "SELECT id, posted_at, amount, counterparty, memo FROM ledger_transaction "
        f"WHERE account_id = $1 AND owner_id = $2 ORDER BY {page.sort} {direction} LIMIT $3 OFFSET $4"
    )
    rows = await conn.fetch(sql, account_id, user.id, page.limit, page.offset)
    return [dict(r) for r in rows]


@router.get("/accounts/{account_id}/search")
async def search_transactions(account_id: str, q: str, user: User, conn: Conn, field: str = "memo") -> list[dict]:
    repo = TransactionRepository(conn)
    try:
        found = await repo.search(field, q, scope={"account_id": account_id})
    except ValueError as exc:
        raise HTTPException(status.HTTP_400_BAD_REQUEST, str(exc)) from exc
    return [t.model_dump() for t in found]
