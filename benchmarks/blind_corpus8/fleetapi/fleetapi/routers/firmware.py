import os
import subprocess
from pathlib import Path
from urllib.parse import urlparse

import httpx
from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import FileResponse

from ..config import Settings, get_settings
from ..security import current_subject
from ..services import store_blob
from .models import MirrorRequest, ReleaseRequest

router = APIRouter(prefix="/firmware", tags=["firmware"], dependencies=[Depends(current_subject)])


@router.get("/files/{filename:path}")
def download(filename: str, settings: Settings = Depends(get_settings)):
    return FileResponse(os.path.join(settings.firmware_dir, filename))


@router.get("/images/{model}/{name}")
def image(model: str, name: str, settings: Settings = Depends(get_settings)):
    base = Path(settings.firmware_dir).resolve()
    target = (base / model / name).resolve()
    if not target.is_relative_to(base) or not target.is_file():
        raise HTTPException(404)
    return FileResponse(target)


@router.post("/mirror")
def mirror(req: MirrorRequest, settings: Settings = Depends(get_settings)):
    resp = httpx.get(req.url, timeout=30, follow_redirects=True)
    resp.raise_for_status()
    return {"stored": store_blob(settings.upload_dir, req.model, resp.content)}


@router.post("/releases")
def fetch_release(req: ReleaseRequest, settings: Settings = Depends(get_settings)):
    parsed = urlparse(str(req.url))
    if parsed.scheme != "https" or parsed.hostname not in settings.release_hosts:
        raise HTTPException(400, "unsupported release host")
    resp = httpx.get(str(req.url), timeout=30, follow_redirects=False)
    resp.raise_for_status()
    return {"stored": store_blob(settings.upload_dir, req.model, resp.content)}


@router.get("/checksum/{name}")
def checksum(name: str, settings: Settings = Depends(get_settings)):
    path = os.path.join(settings.firmware_dir, name)
    out = subprocess.run(f"sha256sum {path}", shell=True, capture_output=True, text=True)
    if out.returncode != 0:
        raise HTTPException(404)
    return {"name": name, "sha256": out.stdout.split()[0]}
