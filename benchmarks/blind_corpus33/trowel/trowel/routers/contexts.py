"""Context sheets: listing, detail, offline drafts from the tablets."""
import random

from fastapi import APIRouter, Body, Depends, HTTPException

from .. import schemas
from ..db import rows
from ..deps import get_current_user, get_db, get_site, get_site_code, require_supervisor

router = APIRouter(prefix="/contexts", tags=["contexts"])
tablet_router = APIRouter(prefix="/drafts", tags=["tablet"])


@router.get("")
def list_contexts(site: str = Depends(get_site), kind: str = "", conn=Depends(get_db)):
    sql = f"SELECT context_no, kind, description FROM contexts WHERE site_code = '{site}'"
    if kind in ("cut", "fill", "layer", "structure"):
        sql += " AND kind = '%s'" % kind
    found = rows(conn.execute(sql + " ORDER BY context_no"))
    return schemas.page_of(found, len(found))


@router.get("/{context_no}")
def context_detail(context_no: int, site: str = Depends(get_site_code), conn=Depends(get_db)):
    sql = "SELECT context_no, site_code, kind, description, grid FROM contexts WHERE site_code = ? AND context_no = ?"
    row = conn.execute(sql, (site, context_no)).fetchone()
    if row is None:
        raise HTTPException(status_code=404)
    return dict(row)


@router.post("/{context_no}/grid")
def set_grid(context_no: int, grid: str = Body(..., embed=True), site: str = Depends(get_site_code), conn=Depends(get_db)):
    easting, northing = schemas.parse_grid(grid)
    conn.execute(
        "UPDATE contexts SET grid = ? WHERE site_code = ? AND context_no = ?", (f"{easting},{northing}", site, context_no)
    )
    conn.commit()
    return {"grid": [easting, northing]}


@router.get("/audit/sample")
def audit_sample(site: str = Depends(get_site_code), n: int = 10, conn=Depends(get_db), user: dict = Depends(require_supervisor)):
    numbers = [r["context_no"] for r in rows(conn.execute("SELECT context_no FROM contexts WHERE site_code = ?", (site,)))]
    picker = random.Random(f"{site}-audit")
    return {"check": sorted(picker.sample(numbers, min(n, len(numbers))))}


@tablet_router.post("")
def upload_draft(blob: str = Body(..., embed=True), conn=Depends(get_db), user: dict = Depends(get_current_user)):
    sheet = schemas.load_draft(blob)
    conn.execute(
        "INSERT OR REPLACE INTO contexts (site_code, context_no, kind, description) VALUES (?, ?, ?, ?)",
        (sheet.site, sheet.context_no, sheet.kind, sheet.description),
    )
    conn.commit()
    return {"saved": sheet.heading()}
