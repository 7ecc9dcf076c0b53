import hashlib
import os
from pathlib import Path

from fastapi import APIRouter, HTTPException, UploadFile
from fastapi.responses import FileResponse

from ..settings import settings

router = APIRouter()


@router.post("/upload")
async def upload(file: UploadFile):
    data = await file.read()
    digest = hashlib.md5(data).hexdigest()
    dest = Path(settings.upload_dir) / digest
    dest.write_bytes(data)
    return {"id": digest, "name": file.filename}


@router.get("/raw/{name:path}")
def raw(name: str):
    return FileResponse(os.path.join(settings.upload_dir, name))


@router.get("/download/{name}")
def download(name: str):
    root = Path(settings.upload_dir).resolve()
    target = (root / name).resolve()
    if not target.is_relative_to(root) or not target.is_file():
        raise HTTPException(404)
    return FileResponse(target)


@router.delete("/by-id")
def delete(file_id: str):
    if not all(c in "0123456789abcdef" for c in file_id) or len(file_id) != 32:
        raise HTTPException(400)
    os.remove(os.path.join(settings.upload_dir, file_id))
    return {"deleted": file_id}


@router.get("/thumbs")
def thumb(subdir: str, name: str):
    base = os.path.join(settings.upload_dir, "thumbs", subdir)
    with open(os.path.join(base, name), "rb") as fh:
        return {"bytes": len(fh.read())}
