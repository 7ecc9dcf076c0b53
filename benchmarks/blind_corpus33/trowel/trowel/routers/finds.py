"""The finds register: photographs and bag labels."""
import os

from fastapi import APIRouter, Depends, File, Form, HTTPException, UploadFile
from fastapi.responses import FileResponse

from .. import security
from ..config import settings
from ..deps import get_current_user, get_db, get_site_code
from ..services import labels

router = APIRouter(prefix="/finds", tags=["finds"])


@router.post("/{find_no}/photo")
async def add_photo(find_no: int, site: str = Depends(get_site_code), photo: UploadFile = File(...), conn=Depends(get_db)):
    data = await photo.read()
    name = f"{site}-{find_no}-{security.file_checksum(data)[:10]}.jpg"
    (settings.photo_dir / site).mkdir(parents=True, exist_ok=True)
    (settings.photo_dir / site / name).write_bytes(data)
    conn.execute("INSERT INTO find_photos (site_code, find_no, name) VALUES (?, ?, ?)", (site, find_no, name))
    conn.commit()
    return {"name": name}


@router.get("/photo")
def photo(site: str, file: str, user: dict = Depends(get_current_user)):
    return FileResponse(os.path.join(settings.photo_dir, site, file))


@router.get("/photo/{site}/{name}")
def photo_by_name(site: str, name: str, user: dict = Depends(get_current_user)):
    root = settings.photo_dir.resolve()
    target = (root / site / name).resolve()
    if not target.is_relative_to(root) or not target.is_file():
        raise HTTPException(status_code=404)
    return FileResponse(target)


@router.post("/labels")
def bag_labels(site: str = Depends(get_site_code), find_no: int = Form(...), material: str = Form(...), note: str = Form("")):
    return {"pdf": labels.bag_label(site, find_no, material, note)}


@router.post("/labels/sheet")
def label_sheet(site: str = Depends(get_site_code), first: int = Form(...), last: int = Form(...)):
    return {"pdf": labels.label_sheet(site, first, last)}
