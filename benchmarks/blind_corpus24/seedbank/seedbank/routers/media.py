import hashlib
import os
import uuid
from pathlib import Path

from fastapi import APIRouter, File, HTTPException, UploadFile
from fastapi.responses import FileResponse

from ..config import get_settings
from ..services import fetch

router = APIRouter()


@router.get("/raw/{filename}")
def raw(filename: str):
    return FileResponse(os.path.join(get_settings().media_root, "packets", filename))


@router.get("/file/{name:path}")
def file(name: str):
    root = Path(get_settings().media_root).resolve()
    target = (root / name).resolve()
    if not target.is_relative_to(root) or not target.is_file():
        raise HTTPException(404)
    return FileResponse(target)


@router.post("/upload")
async def upload(file: UploadFile = File(...)):
    data = await file.read()
    digest = hashlib.sha1(data, usedforsecurity=False).hexdigest()
    name = f"{uuid.uuid4().hex}{Path(file.filename or '').suffix[:8]}"
    dest = Path(get_settings().media_root) / "uploads" / name
    dest.write_bytes(data)
    return {"name": name, "sha1": digest}


@router.post("/photo-from-url")
def photo_from_url(url: str, trusted: bool = False):
    data = fetch.fetch_trusted_photo(url) if trusted else fetch.fetch_photo(url)
    return {"bytes": len(data)}
