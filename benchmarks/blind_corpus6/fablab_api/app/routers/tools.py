import os
from pathlib import Path

from fastapi import APIRouter, Depends, HTTPException, Query
from fastapi.responses import FileResponse
from sqlalchemy.orm import Session

from ..db import get_db
from ..pagination import fetch_page
from ..settings import settings

router = APIRouter(prefix="/tools", tags=["tools"])


@router.get("")
def list_tools(sort: str | None = None, page: int = 1, db: Session = Depends(get_db)):
    return fetch_page(db, "tools", ("name", "area", "hourly_rate_cents"), sort, page, 100)


@router.get("/{tool_id}/manual")
def manual(tool_id: int, file: str = Query(..., description="e.g. quickstart.pdf")):
    path = os.path.join(settings.manuals_dir, str(tool_id), file)
    if not os.path.isfile(path):
        raise HTTPException(404, "manual not found")
    return FileResponse(path)


@router.get("/{tool_id}/safety-sheet")
def safety_sheet(tool_id: int, name: str):
    base = Path(settings.manuals_dir, "safety").resolve()
    target = (base / name).resolve()
    if not target.is_relative_to(base) or not target.is_file():
        raise HTTPException(404, "no such sheet")
    return FileResponse(target)
