import os
from pathlib import Path

from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import FileResponse

from ..config import Settings, get_settings
from ..deps import get_current_member

router = APIRouter(prefix="/statements", tags=["statements"])


@router.get("/{filename:path}")
def download(filename: str, member=Depends(get_current_member), settings: Settings = Depends(get_settings)):
    path = os.path.join(settings.statement_dir, str(member.id), filename)
    return FileResponse(path, media_type="application/pdf")


@router.get("/archive/{year}/{filename}")
def archived(year: int, filename: str, member=Depends(get_current_member), settings: Settings = Depends(get_settings)):
    base = Path(settings.statement_dir, str(member.id), "archive").resolve()
    target = (base / str(year) / filename).resolve()
    if not target.is_relative_to(base):
        raise HTTPException(404)
    return FileResponse(target, media_type="application/pdf")
