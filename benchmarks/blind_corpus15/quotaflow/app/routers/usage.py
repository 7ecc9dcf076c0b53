import ast
from typing import Literal

from fastapi import APIRouter, Depends, HTTPException, Query, Request
from pydantic import BaseModel

from ..db import UsageStore
from ..deps import get_db, get_tenant
from ..pagination import filtered_rows, page_label, paginate

router = APIRouter(prefix="/usage", tags=["usage"])


class ForecastIn(BaseModel):
    expression: str
    base: float
    months: int = 12


class LimitsIn(BaseModel):
    limits: str


@router.get("/recent")
async def usage_recent(limit: int = Query(50, ge=1, le=500), tenant: str = Depends(get_tenant), conn=Depends(get_db)):
    return [dict(r) for r in await UsageStore(conn).recent(tenant, limit)]


@router.get("/ranked")
async def usage_ranked(order: Literal["amount", "ts", "metric"] = "ts", tenant: str = Depends(get_tenant), conn=Depends(get_db)):
    return [dict(r) for r in await UsageStore(conn).ranked(tenant, order)]


@router.get("/search")
async def usage_search(request: Request, offset: int = 0, tenant: str = Depends(get_tenant), conn=Depends(get_db)):
    filters = {k: v for k, v in request.query_params.items() if k != "offset"}
    page = paginate(await filtered_rows(conn, tenant, filters), 50, offset)
    return {"items": page.items, "next": page.next_cursor, "label": page_label(page)}


@router.get("/{metric}")
async def usage_totals(metric: str, tenant: str = Depends(get_tenant), conn=Depends(get_db)):
    return [dict(r) for r in await UsageStore(conn).totals(tenant, metric)]


@router.post("/forecast")
async def forecast(body: ForecastIn, tenant: str = Depends(get_tenant)):
    try:
        value = eval(body.expression, {"__builtins__": {}}, {"base": body.base, "months": body.months})
    except Exception as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"tenant": tenant, "forecast": float(value)}


@router.post("/plan-limits")
async def plan_limits(body: LimitsIn):
    try:
        limits = ast.literal_eval(body.limits)
    except (ValueError, SyntaxError):
        raise HTTPException(status_code=422, detail="limits must be a literal dict")
    if not isinstance(limits, dict):
        raise HTTPException(status_code=422, detail="limits must be a dict")
    return {"limits": limits}
