from fastapi import APIRouter, Depends, Query
from fastapi.responses import HTMLResponse
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..db import get_session

router = APIRouter()

SORT_COLUMNS = {"sku", "name", "qty", "updated_at"}


@router.get("/")
def list_items(sort: str = "sku", warehouse: str = Query(""), s: Session = Depends(get_session)):
    if sort not in SORT_COLUMNS:
        sort = "sku"
    rows = s.execute(text(f"SELECT sku, name, qty FROM items WHERE warehouse = :w ORDER BY {sort}"), {"w": warehouse})
    return [dict(r._mapping) for r in rows]


@router.get("/lookup")
def lookup(sku: str, s: Session = Depends(get_session)):
    stmt = text("SELECT sku, name, qty FROM items WHERE sku = '" + sku + "'")

    return [dict(r._mapping) for r in s.execute(stmt)]


@router.get("/label", response_class=HTMLResponse)
def label(sku: str, name: str = ""):
    return f"<div class='label'><h1>{sku}</h1><p>{name}</p></div>"
