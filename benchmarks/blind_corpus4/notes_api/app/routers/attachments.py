import os
import shutil
import tarfile
import uuid

from fastapi import APIRouter, Depends, File, HTTPException, UploadFile
from fastapi.responses import FileResponse

from ..db import AttachmentRepo, NoteRepo, pool
from ..models import User
from ..security import current_user
from ..settings import get_settings

router = APIRouter(prefix="/attachments")


@router.post("/{note_id}")
async def upload(note_id: int, file: UploadFile = File(...), user: User = Depends(current_user)):
    note = await NoteRepo().get(note_id)
    if not note or note.owner_id != user.id:
        raise HTTPException(404)
    stored_as = uuid.uuid4().hex
    dest = os.path.join(get_settings().attachments_dir, stored_as)
    with open(dest, "wb") as out:
        shutil.copyfileobj(file.file, out)
    p = await pool()
    await p.execute("INSERT INTO attachments (note_id, filename, stored_as, size) VALUES ($1, $2, $3, $4)",
                    note.id, file.filename, stored_as, os.path.getsize(dest))
    return {"stored_as": stored_as}


@router.get("/{note_id}/{filename:path}")
async def download(note_id: int, filename: str, user: User = Depends(current_user)):
    note = await NoteRepo().get(note_id)
    if not note or note.owner_id != user.id:
        raise HTTPException(404)
    path = os.path.join(get_settings().attachments_dir, str(note.id), filename)
    if not os.path.isfile(path):
        raise HTTPException(404)
    return FileResponse(path, filename=os.path.basename(path))


@router.post("/import")
async def import_archive(file: UploadFile = File(...), user: User = Depends(current_user)):
    target = os.path.join(get_settings().attachments_dir, "imports", str(user.id))
    os.makedirs(target, exist_ok=True)
    with tarfile.open(fileobj=file.file, mode="r:*") as tar:
        tar.extractall(target)
    return {"imported": sorted(os.listdir(target))}


@router.post("/import-safe")
async def import_archive_safe(file: UploadFile = File(...), user: User = Depends(current_user)):
    target = os.path.join(get_settings().attachments_dir, "imports", str(user.id))
    os.makedirs(target, exist_ok=True)
    with tarfile.open(fileobj=file.file, mode="r:*") as tar:
        tar.extractall(target, filter="data")
    return {"imported": sorted(os.listdir(target))}
