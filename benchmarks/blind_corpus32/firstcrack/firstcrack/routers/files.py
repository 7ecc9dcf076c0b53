"""Spec sheets for green lots (PDFs sent by importers)."""
import hashlib
import os
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Depends, File, HTTPException, UploadFile
from fastapi.responses import FileResponse

from ..settings import Settings, get_settings

router = APIRouter(prefix="/specs", tags=["spec sheets"])


@router.post("/")
async def upload_spec(settings: Annotated[Settings, Depends(get_settings)], sheet: UploadFile = File(...)):
    data = await sheet.read()
    name = hashlib.sha1(data).hexdigest() + ".pdf"
    with open(os.path.join(settings.spec_dir, name), "wb") as fh:
        fh.write(data)
    return {"name": name}


@router.get("/download")
def download_spec(settings: Annotated[Settings, Depends(get_settings)], name: str):
    return FileResponse(os.path.join(settings.spec_dir, name))


@router.get("/archive/{year}/{name}")
def archived_spec(year: int, name: str, settings: Annotated[Settings, Depends(get_settings)]):
    root = Path(settings.spec_dir, "archive").resolve()
    target = (root / str(year) / name).resolve()
    if not target.is_relative_to(root) or not target.exists():
        raise HTTPException(status_code=404)
    return FileResponse(target)
