from pathlib import Path

from fastapi import APIRouter, HTTPException, UploadFile
from fastapi.responses import FileResponse

from ..config import get_settings
from ..deps import PrincipalDep

router = APIRouter()


def _tenant_root(tenant: str) -> Path:
    return Path(get_settings().storage_root) / tenant


@router.get("/{name:path}")
async def download(name: str, principal: PrincipalDep):
    root = _tenant_root(principal.tenant).resolve()
    target = (root / name).resolve()
    if not target.is_relative_to(root) or not target.is_file():
        raise HTTPException(404)
    return FileResponse(target)


@router.post("/upload")
async def upload(file: UploadFile, principal: PrincipalDep, folder: str = "inbox"):
    dest = _tenant_root(principal.tenant) / folder / file.filename
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(await file.read())
    return {"stored": str(dest.relative_to(get_settings().storage_root))}
