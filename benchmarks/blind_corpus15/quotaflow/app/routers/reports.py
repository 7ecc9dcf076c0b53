import html

from fastapi import APIRouter, Depends, Query
from fastapi.responses import HTMLResponse

from ..billing import render_invoice
from ..deps import get_tenant

router = APIRouter(prefix="/reports", tags=["reports"])


@router.get("/summary", response_class=HTMLResponse)
async def summary(title: str = "Usage summary", t: str = ""):
    return HTMLResponse(f"<html><head><title>{title}</title></head><body><h1>{title}</h1><div id='chart' data-tenant='{html.escape(t)}'></div></body></html>")


@router.get("/tenant", response_class=HTMLResponse)
async def tenant_page(tenant: str = Depends(get_tenant)):
    safe = html.escape(tenant, quote=True)
    return HTMLResponse("<html><body><h1>Tenant %s</h1><a href='/reports/summary?t=%s'>summary</a></body></html>" % (safe, safe))


@router.post("/invoice")
async def invoice(period: str = Query(..., pattern=r"^\d{4}-\d{2}$"), tenant: str = Depends(get_tenant)):
    code = await render_invoice(tenant, period)
    return {"rendered": code == 0}
