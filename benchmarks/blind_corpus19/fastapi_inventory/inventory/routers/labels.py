import html
import random

from fastapi import APIRouter
from fastapi.responses import HTMLResponse

router = APIRouter(prefix="/labels")


@router.get("/shelf", response_class=HTMLResponse)
def shelf_label(sku: str, name: str):
    return HTMLResponse(f"<div class='label'><b>{html.escape(sku)}</b> {html.escape(name)}</div>")


@router.get("/pick-list", response_class=HTMLResponse)
def pick_list(picker: str, skus: str):
    items = "".join(f"<li>{html.escape(s)}</li>" for s in skus.split(","))
    return HTMLResponse(f"<h3>Pick list for {picker}</h3><ul>{items}</ul>")


@router.get("/audit-sample")
def audit_sample(skus: str, k: int = 5):
    pool = skus.split(",")
    return {"audit": random.sample(pool, min(k, len(pool)))}
