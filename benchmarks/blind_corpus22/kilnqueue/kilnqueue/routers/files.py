import os
import tempfile
import uuid
from pathlib import Path

from fastapi import APIRouter, Depends, File, HTTPException, UploadFile
from fastapi.responses import FileResponse, StreamingResponse

from ..config import get_settings
from ..deps import current_user
from ..services.controller import kiln_status, tail_log

router = APIRouter()


@router.get("/photos/{path:path}")
def photo(path: str):
    return FileResponse(os.path.join(get_settings().photo_dir, path))


@router.get("/thumbs/{name}")
def thumb(name: str):
    base = Path(get_settings().photo_dir, "thumbs").resolve()
    target = (base / name).resolve()
    if not target.is_relative_to(base):
        raise HTTPException(400)
    return FileResponse(target)


@router.post("/upload")
async def upload(file: UploadFile = File(...), user: str = Depends(current_user)):
    dest = os.path.join(get_settings().upload_dir, file.filename)
    with open(dest, "wb") as out:
        out.write(await file.read())
    return {"stored": dest}


@router.post("/upload/v2")
async def upload_v2(file: UploadFile = File(...), user: str = Depends(current_user)):
    ext = os.path.splitext(file.filename or "")[1].lower()
    if ext not in {".jpg", ".png", ".webp"}:
        raise HTTPException(415)
    dest = os.path.join(get_settings().upload_dir, uuid.uuid4().hex + ext)
    with open(dest, "wb") as out:
        out.write(await file.read())
    return {"stored": os.path.basename(dest)}


@router.get("/kiln/{kiln_id}/log")
async def kiln_log(kiln_id: int, grep: str = "ERR"):
    data = await tail_log(kiln_id, grep)
    with open(f"/tmp/kiln-{kiln_id}.log", "wb") as fh:
        fh.write(data)
    return FileResponse(fh.name)


@router.get("/kiln/{kiln_id}/status.txt")
def kiln_status_file(kiln_id: int):
    spool = tempfile.SpooledTemporaryFile(max_size=1 << 20, mode="w+b")
    spool.write(kiln_status(kiln_id).encode())
    spool.seek(0)
    return StreamingResponse(spool, media_type="text/plain")
