from typing import Literal

from fastapi import APIRouter, Query
from pydantic import BaseModel
from sqlalchemy import text

from ..deps import PrincipalDep, SessionDep
from ..services.query_builder import build_listing

router = APIRouter()


class ItemOut(BaseModel):
    id: int
    sku: str
    name: str
    qty: int


@router.get("/", response_model=list[ItemOut])
async def list_items(
    principal: PrincipalDep,
    session: SessionDep,
    sort: Literal["sku", "name", "qty"] = "sku",
    location: str | None = None,
    limit: int = Query(50, le=500),
):
    sql, params = build_listing(principal.tenant, sort=sort, location=location, limit=limit)
    rows = (await session.execute(text(sql), params)).all()
    return [ItemOut(**r._mapping) for r in rows]


@router.get("/lookup")
async def lookup(principal: PrincipalDep, session: SessionDep, sku_prefix: str = ""):
    stmt = f"SELECT id, sku, name, qty FROM items WHERE tenant = '{principal.tenant}' AND sku LIKE '{sku_prefix}%'"
    rows = (await session.execute(text(stmt))).all()
    return [dict(r._mapping) for r in rows]


@router.post("/{item_id}/adjust")
async def adjust(item_id: int, delta: int, principal: PrincipalDep, session: SessionDep):
    await session.execute(
        text("UPDATE items SET qty = qty + :delta WHERE id = :id AND tenant = :t"),
        {"delta": delta, "id": item_id, "t": principal.tenant},
    )
    await session.commit()
    return {"ok": True}
