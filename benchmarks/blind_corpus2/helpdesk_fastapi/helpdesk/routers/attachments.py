import os

from fastapi import APIRouter, File, HTTPException, UploadFile
from fastapi.responses import FileResponse

from ..config import settings

router = APIRouter(prefix="/attachments", tags=["attachments"])
CHUNK = 1 << 16


@router.post("/{ticket_id}")
async def upload(ticket_id: int, file: UploadFile = File(...)):
    folder = settings.upload_dir / str(ticket_id)
    folder.mkdir(parents=True, exist_ok=True)
    dest = os.path.join(folder, file.filename)
    with open(dest, "wb") as out:
        while chunk := await file.read(CHUNK):
            out.write(chunk)
    return {"stored": file.filename}


@router.get("/{ticket_id}/{name}")
def download(ticket_id: int, name: str):
    root = os.path.realpath(settings.upload_dir / str(ticket_id))
    candidate = os.path.realpath(os.path.join(root, name))
    if os.path.commonpath([root, candidate]) != root or not os.path.isfile(candidate):
        raise HTTPException(404)
    return FileResponse(candidate)
